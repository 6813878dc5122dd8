import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setHours, WeeklyHoursEditor } from '../../../../components/hours/weekly-hours-editor';
import { TextField } from '../../../../components/ui/text-field';
import { everyDay } from '../../../../lib/forms/weekly-hours';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

const TIME = /^\d{2}:\d{2}$/;

/**
 * Opening hours: Opening Time and Closing Time fill every day at once (what the spec's two fields
 * mean), then the weekly editor adjusts each day (closed, open 24 hours, one or more intervals, an
 * interval that closes before it opens runs overnight). "Not known" saves no hours at all.
 */
export function HoursEditor({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const [filled, setFilled] = useState('');
  const noteId = useId();
  const errorId = useId();
  const hoursError = errorOf('hours');

  const fillEveryDay = () => {
    const [opens, closes] = form.getValues(['openingTime', 'closingTime']);
    if (!TIME.test(opens) || !TIME.test(closes)) return;
    setHours(form, 'hours', everyDay(opens, closes));
    setFilled(t('hours.filled', { opens, closes }));
  };

  return (
    <fieldset
      className="flex flex-col gap-3 md:col-span-2"
      aria-describedby={hoursError ? `${noteId} ${errorId}` : noteId}
    >
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t('sections.hours')}</legend>
      <p id={noteId} className="text-sm text-slate-700">
        {t('hours.note')}
      </p>
      {hoursError ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {hoursError}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label={t('fields.openingTime')}
          error={errorOf('openingTime')}
          {...form.register('openingTime', { onChange: fillEveryDay })}
        />
        <TextField
          type="time"
          label={t('fields.closingTime')}
          error={errorOf('closingTime')}
          {...form.register('closingTime', { onChange: fillEveryDay })}
        />
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {filled}
      </p>
      <WeeklyHoursEditor form={form} name="hours" errorOf={errorOf} />
    </fieldset>
  );
}
