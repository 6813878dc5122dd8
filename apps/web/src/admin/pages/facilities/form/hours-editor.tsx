import { weekdays, type Weekday } from '@hc/shared';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field';
import type { ErrorOf, FacilityForm } from './facility-form-schema';
import { blankInterval, dayModes, everyDay, isOvernight, type HoursForm } from './weekly-hours';

const TIME = /^\d{2}:\d{2}$/;
const dirty = { shouldDirty: true } as const;

/** Puts hours in the form field by field, so each day's list of intervals is redrawn. */
export function setHours(form: FacilityForm, hours: HoursForm) {
  form.setValue('hours.known', hours.known, dirty);
  for (const day of weekdays) {
    form.setValue(`hours.days.${day}.mode`, hours.days[day].mode, dirty);
    form.setValue(`hours.days.${day}.intervals`, hours.days[day].intervals, dirty);
  }
}

const buttonClass =
  'w-fit rounded-md border border-slate-400 px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100';

function DayEditor({ form, errorOf, day }: { form: FacilityForm; errorOf: ErrorOf; day: Weekday }) {
  const { t } = useTranslation('facility-form');
  const intervals = useFieldArray({ control: form.control, name: `hours.days.${day}.intervals` });
  const [mode, values] = useWatch({
    control: form.control,
    name: [`hours.days.${day}.mode`, `hours.days.${day}.intervals`],
  });
  const isMany = intervals.fields.length > 1;

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{t(`hours.days.${day}`)}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {dayModes.map((choice) => (
          <label key={choice} className="inline-flex items-center gap-1.5 text-slate-800">
            <input
              type="radio"
              value={choice}
              className="h-4 w-4 accent-brand"
              {...form.register(`hours.days.${day}.mode`)}
            />
            {t(`hours.modes.${choice}`)}
          </label>
        ))}
      </div>
      {mode === 'hours' ? (
        <ul className="flex flex-col gap-2">
          {intervals.fields.map((item, index) => {
            const n = index + 1;
            const interval = values[index] ?? blankInterval();
            return (
              <li key={item.id} className="flex flex-wrap items-start gap-3">
                <TextField
                  type="time"
                  label={isMany ? t('hours.opensNth', { n }) : t('hours.opens')}
                  error={errorOf(`hours.days.${day}.intervals.${index}.opens`)}
                  {...form.register(`hours.days.${day}.intervals.${index}.opens`)}
                />
                <TextField
                  type="time"
                  label={isMany ? t('hours.closesNth', { n }) : t('hours.closes')}
                  hint={isOvernight(interval) ? t('hours.overnight') : undefined}
                  error={errorOf(`hours.days.${day}.intervals.${index}.closes`)}
                  {...form.register(`hours.days.${day}.intervals.${index}.closes`)}
                />
                {isMany ? (
                  <button
                    type="button"
                    onClick={() => intervals.remove(index)}
                    className={`${buttonClass} mt-6`}
                    aria-label={t('hours.removeIntervalOf', { day: t(`hours.days.${day}`), n })}
                  >
                    {t('hours.removeInterval')}
                  </button>
                ) : null}
              </li>
            );
          })}
          <li>
            <button
              type="button"
              onClick={() => intervals.append(blankInterval())}
              className={buttonClass}
              aria-label={t('hours.addIntervalTo', { day: t(`hours.days.${day}`) })}
            >
              {t('hours.addInterval')}
            </button>
          </li>
        </ul>
      ) : null}
    </fieldset>
  );
}

/**
 * Opening hours: Opening Time and Closing Time fill every day at once (what the spec's two fields
 * mean), then each day can be closed, open 24 hours, or given one or more intervals; an interval that
 * closes before it opens runs overnight. "Not known" saves no hours at all.
 */
export function HoursEditor({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const [filled, setFilled] = useState('');
  const noteId = useId();
  const isKnown = useWatch({ control: form.control, name: 'hours.known' });
  const hoursError = errorOf('hours');

  const fillEveryDay = () => {
    const [opens, closes] = form.getValues(['openingTime', 'closingTime']);
    if (!TIME.test(opens) || !TIME.test(closes)) return;
    setHours(form, everyDay(opens, closes));
    setFilled(t('hours.filled', { opens, closes }));
  };

  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2" aria-describedby={noteId}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t('sections.hours')}</legend>
      <p id={noteId} className="text-sm text-slate-700">
        {t('hours.note')}
      </p>
      {hoursError ? <p className="text-sm font-medium text-red-700">{hoursError}</p> : null}
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
      <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register('hours.known')} />
        {t('hours.known')}
      </label>
      {isKnown ? (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {weekdays.map((day) => (
            <DayEditor key={day} form={form} errorOf={errorOf} day={day} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('hours.unknown')}</p>
      )}
    </fieldset>
  );
}
