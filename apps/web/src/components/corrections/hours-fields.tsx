import { weekdays, type Weekday } from '@hc/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { correctionSubmissionSchema } from '@hc/shared';
import { translateFieldError } from '../../lib/forms/field-error';
import type { ZodForm } from '../../lib/forms/use-zod-form';
import { fieldClass, invalidFieldClass } from '../ui/field-styles';

type CorrectionFormApi = ZodForm<typeof correctionSubmissionSchema>;

/** 2024-01-01 was a Monday: day i of the week, for naming weekdays in the interface language. */
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

/**
 * The proposed week, one row per day: open or closed, and when open, its opening and closing time
 * (the shared `weeklyHoursSchema` shape, one interval a day).
 */
export function HoursFields({ form }: { form: CorrectionFormApi }) {
  const { t, i18n } = useTranslation('corrections');
  const dayName = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const id = useId();
  const hours = form.watch('openingHours');
  const errors = form.formState.errors.openingHours as
    Partial<Record<Weekday, { 0?: { opens?: { message?: string }; closes?: { message?: string } } }>> | undefined;

  const setOpen = (day: Weekday, isOpen: boolean) =>
    form.setValue(`openingHours.${day}`, isOpen ? [{ opens: '08:00', closes: '17:00' }] : [], { shouldDirty: true });

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{t('form.hours.legend')}</legend>
      {weekdays.map((day, index) => {
        const name = dayName.format(weekdayDate(index));
        const isOpen = (hours?.[day]?.length ?? 0) > 0;
        const opensError = translateFieldError(t, errors?.[day]?.[0]?.opens?.message);
        const closesError = translateFieldError(t, errors?.[day]?.[0]?.closes?.message);
        const timeClass = (error: string | undefined) => `${error ? invalidFieldClass : fieldClass} w-32`;
        const errorId = `${id}-${day}-error`;
        return (
          <div key={day} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <label className="flex w-36 items-center gap-2 font-medium capitalize">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand"
                checked={isOpen}
                onChange={(e) => setOpen(day, e.target.checked)}
                aria-label={t('form.hours.openOn', { day: name })}
              />
              <span aria-hidden="true">{name}</span>
            </label>
            {isOpen ? (
              <>
                <input
                  type="time"
                  aria-label={t('form.hours.opens', { day: name })}
                  aria-invalid={opensError ? true : undefined}
                  aria-describedby={opensError ? errorId : undefined}
                  className={timeClass(opensError)}
                  {...form.register(`openingHours.${day}.0.opens`)}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={t('form.hours.closes', { day: name })}
                  aria-invalid={closesError ? true : undefined}
                  aria-describedby={closesError ? errorId : undefined}
                  className={timeClass(closesError)}
                  {...form.register(`openingHours.${day}.0.closes`)}
                />
                {opensError || closesError ? (
                  <p id={errorId} className="basis-full text-sm font-medium text-red-700">
                    {opensError ?? closesError}
                  </p>
                ) : null}
              </>
            ) : (
              <span className="text-slate-700">{t('form.hours.closedDay')}</span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
