import {
  doualaDate,
  specialDateInputSchema,
  type PublicHoliday,
  type SpecialDate,
  type SpecialDateInput,
  type SpecialDateValues,
} from '@hc/shared';
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { fieldClass, fieldLabelClass } from '../../../../components/ui/field-styles';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../../lib/forms/use-zod-form';
import { blankInterval, isOvernight } from '../../../../lib/forms/weekly-hours';
import { buttonTones, rowButtonClass } from '../../../list-kit';
import { FACILITIES_NAMESPACE } from '../list/facility-ui';
import { holidaysQueryOptions } from '../api/special-dates-api';

const HOLIDAYS_SHOWN = 12;

/** The public holidays from today on, this year's and next year's, soonest first. */
function useComingHolidays(now: Date): PublicHoliday[] {
  const today = doualaDate(now);
  const year = Number(today.slice(0, 4));
  const results = useQueries({ queries: [holidaysQueryOptions(year), holidaysQueryOptions(year + 1)] });
  return results
    .flatMap((result) => result.data?.data ?? [])
    .filter((holiday) => holiday.date >= today)
    .slice(0, HOLIDAYS_SHOWN);
}

const valuesOf = (date: SpecialDate | null): SpecialDateInput =>
  date
    ? {
        startsOn: date.startsOn,
        endsOn: date.endsOn === date.startsOn ? undefined : date.endsOn,
        kind: date.kind,
        hours:
          date.kind === 'hours'
            ? (date.hours ?? []).map((i) => ({ ...i, closes: i.closes === '24:00' ? '00:00' : i.closes }))
            : null,
        reason: date.reason ?? '',
        holiday: date.holiday,
      }
    : { startsOn: '', endsOn: undefined, kind: 'closed', hours: null, reason: '', holiday: null };

type SpecialDateFormProps = {
  /** The date edited, or null to add one. */
  date: SpecialDate | null;
  now: Date;
  /** Sends the values; if it rejects, the form shows why (on the fields, else above the buttons). */
  onSave: (values: SpecialDateValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Adds or edits a special date: a day or a range, closed or at special hours (intervals as the weekly
 * hours editor's, overnight allowed), a reason; or one of the coming public holidays picked from the list
 * (a Muslim one is an estimate: the form asks to confirm its date).
 */
export function SpecialDateForm({ date, now, onSave, onCancel }: SpecialDateFormProps) {
  const { t, i18n } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  const { t: th } = useTranslation('hours');
  const holidayId = useId();
  const holidays = useComingHolidays(now);
  const form = useZodForm(specialDateInputSchema, { defaultValues: valuesOf(date) });
  const { register, control, setValue, handleSubmit, formState } = form;
  const intervals = useFieldArray({ control, name: 'hours' as never });
  const [kind, holiday, hours, startsOn] = useWatch({ control, name: ['kind', 'holiday', 'hours', 'startsOn'] });
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = bindFieldErrors(tc, formState.errors);
  // A holiday comes back every year: an option is the holiday on its date, not its key alone.
  const optionOf = (known: PublicHoliday) => `${known.key}|${known.date}`;
  const pickedHoliday =
    holidays.find((known) => known.key === holiday && known.date === startsOn) ??
    holidays.find((known) => known.key === holiday);
  const isUnconfirmed = pickedHoliday ? !pickedHoliday.isConfirmed : false;
  const nameOf = (known: PublicHoliday) => (i18n.resolvedLanguage === 'fr' ? known.nameFr : known.nameEn);

  const chooseKind = (next: 'closed' | 'hours') => {
    setValue('kind', next, { shouldDirty: true });
    setValue('hours', next === 'hours' ? [blankInterval()] : null, { shouldDirty: true });
  };

  const pickHoliday = (option: string) => {
    const picked = holidays.find((known) => optionOf(known) === option);
    setValue('holiday', picked?.key ?? null, { shouldDirty: true });
    if (!picked) return;
    setValue('startsOn', picked.date, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('endsOn', undefined, { shouldDirty: true });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      if (applyServerErrors(form, error)) setFailure(describeError(error, tc));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={date ? t('specialDates.editTitle') : t('specialDates.addTitle')}
      className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">
        {date ? t('specialDates.editTitle') : t('specialDates.addTitle')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={holidayId} className={fieldLabelClass}>
          {t('specialDates.holiday')}
        </label>
        <select
          id={holidayId}
          className={fieldClass}
          value={pickedHoliday ? optionOf(pickedHoliday) : ''}
          onChange={(event) => pickHoliday(event.target.value)}
        >
          <option value="">{t('specialDates.noHoliday')}</option>
          {holidays.map((known) => (
            <option key={optionOf(known)} value={optionOf(known)}>
              {t(known.isConfirmed ? 'specialDates.holidayOption' : 'specialDates.holidayOptionExpected', {
                name: nameOf(known),
                date: known.date,
              })}
            </option>
          ))}
        </select>
        {isUnconfirmed ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="note">
            {t('specialDates.confirmDate')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-4">
        <TextField
          type="date"
          label={t('specialDates.startsOn')}
          error={errorOf('startsOn')}
          {...register('startsOn')}
        />
        <TextField
          type="date"
          label={t('specialDates.endsOn')}
          hint={t('specialDates.endsOnHint')}
          error={errorOf('endsOn')}
          {...register('endsOn', { setValueAs: emptyToUndefined })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className={fieldLabelClass}>{t('specialDates.kind')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {(['closed', 'hours'] as const).map((choice) => (
            <label key={choice} className="inline-flex items-center gap-1.5 text-slate-800">
              <input
                type="radio"
                name="special-date-kind"
                value={choice}
                checked={kind === choice}
                onChange={() => chooseKind(choice)}
                className="h-4 w-4 accent-brand"
              />
              {t(`specialDates.kinds.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'hours' ? (
        <ul className="flex flex-col gap-2" aria-label={t('specialDates.hours')}>
          {intervals.fields.map((item, index) => {
            const n = index + 1;
            const interval = hours?.[index] ?? blankInterval();
            const isMany = intervals.fields.length > 1;
            return (
              <li key={item.id} className="flex flex-wrap items-start gap-3">
                <TextField
                  type="time"
                  label={isMany ? th('opensNth', { n }) : th('opens')}
                  error={errorOf(`hours.${index}.opens`)}
                  {...register(`hours.${index}.opens`)}
                />
                <TextField
                  type="time"
                  label={isMany ? th('closesNth', { n }) : th('closes')}
                  hint={isOvernight(interval) ? th('overnight') : undefined}
                  error={errorOf(`hours.${index}.closes`)}
                  {...register(`hours.${index}.closes`, {
                    setValueAs: (value: string) => (value === '00:00' ? '24:00' : value),
                  })}
                />
                {isMany ? (
                  <button
                    type="button"
                    onClick={() => intervals.remove(index)}
                    className={`${rowButtonClass} ${buttonTones.neutral} mt-6`}
                  >
                    {th('removeInterval')}
                  </button>
                ) : null}
              </li>
            );
          })}
          <li>
            <button
              type="button"
              onClick={() => intervals.append(blankInterval())}
              className={`${rowButtonClass} ${buttonTones.neutral}`}
            >
              {th('addInterval')}
            </button>
          </li>
          {errorOf('hours') ? <li className="text-sm font-medium text-red-700">{errorOf('hours')}</li> : null}
        </ul>
      ) : null}
      <TextField
        label={t('specialDates.reason')}
        hint={t('specialDates.reasonHint')}
        maxLength={200}
        error={errorOf('reason')}
        {...register('reason')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 disabled:opacity-60"
        >
          {formState.isSubmitting ? t('specialDates.saving') : t('specialDates.save')}
        </button>
        <button type="button" onClick={onCancel} className={`${rowButtonClass} ${buttonTones.neutral}`}>
          {t('specialDates.cancel')}
        </button>
      </div>
    </form>
  );
}
