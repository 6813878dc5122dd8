import { weekdays, type Weekday } from '@hc/shared';
import { useRef } from 'react';
import {
  useFieldArray,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankInterval, dayModes, isOvernight, type HoursForm } from '../../lib/forms/weekly-hours';
import { TextField } from '../ui/text-field';

/** The i18next namespace of the editor's words (locales/<language>/hours.json). */
export const HOURS_NAMESPACE = 'hours';

/** A react-hook-form form (whatever its schema gives out) that holds weekly hours in one of its fields. */
export type WeeklyHoursEditorProps<T extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOut>;
  /** The field holding the hours (its value is an `HoursForm`), e.g. `hours`. */
  name: FieldPathByValue<T, HoursForm>;
  /** The translated error of a field of the form, for its `error` prop (bindFieldErrors). */
  errorOf: (name: Path<T>) => string | undefined;
};

/**
 * The form seen from the hours field: `name`'s type guarantees an `HoursForm` is held there, so its
 * inner paths (`<name>.days.mo.intervals.0.opens`) are typed against that shape.
 */
type HostForm = UseFormReturn<Record<string, HoursForm>>;
type HoursHost = { form: HostForm; name: string; errorOf: (path: string) => string | undefined };

const asHost = <T extends FieldValues, TOut extends FieldValues>(form: UseFormReturn<T, unknown, TOut>) =>
  form as unknown as HostForm;

function hostOf<T extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  errorOf,
}: WeeklyHoursEditorProps<T, TOut>): HoursHost {
  return { form: asHost(form), name, errorOf: (path) => errorOf(path as Path<T>) };
}

const dirty = { shouldDirty: true } as const;

/** Puts hours in the form field by field, so each day's list of intervals is redrawn. */
export function setHours<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: FieldPathByValue<T, HoursForm>,
  hours: HoursForm,
) {
  const host = asHost(form);
  const at: string = name;
  host.setValue(`${at}.known`, hours.known, dirty);
  for (const day of weekdays) {
    host.setValue(`${at}.days.${day}.mode`, hours.days[day].mode, dirty);
    host.setValue(`${at}.days.${day}.intervals`, hours.days[day].intervals, dirty);
  }
}

const buttonClass =
  'w-fit rounded-md border border-slate-400 px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** One day: closed, open 24 hours, or open during one or more intervals; every control names the day. */
function DayEditor({ host: { form, name, errorOf }, day }: { host: HoursHost; day: Weekday }) {
  const { t } = useTranslation(HOURS_NAMESPACE);
  const path = `${name}.days.${day}` as const;
  const intervals = useFieldArray({ control: form.control, name: `${path}.intervals` });
  const [mode, values] = useWatch({ control: form.control, name: [`${path}.mode`, `${path}.intervals`] });
  const addButton = useRef<HTMLButtonElement>(null);
  const dayName = t(`days.${day}`);
  const isMany = intervals.fields.length > 1;

  // The removed interval's button goes with it: the focus moves to the day's "Add hours".
  const remove = (index: number) => {
    intervals.remove(index);
    addButton.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{dayName}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {dayModes.map((choice) => (
          <label key={choice} className="inline-flex items-center gap-1.5 text-slate-800">
            <input
              type="radio"
              value={choice}
              aria-label={t(`modesOf.${choice}`, { day: dayName })}
              className="h-4 w-4 accent-brand"
              {...form.register(`${path}.mode`)}
            />
            {t(`modes.${choice}`)}
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
                  label={isMany ? t('opensNth', { n }) : t('opens')}
                  aria-label={isMany ? t('opensNthOf', { day: dayName, n }) : t('opensOf', { day: dayName })}
                  error={errorOf(`${path}.intervals.${index}.opens`)}
                  {...form.register(`${path}.intervals.${index}.opens`)}
                />
                <TextField
                  type="time"
                  label={isMany ? t('closesNth', { n }) : t('closes')}
                  aria-label={isMany ? t('closesNthOf', { day: dayName, n }) : t('closesOf', { day: dayName })}
                  hint={isOvernight(interval) ? t('overnight') : undefined}
                  error={errorOf(`${path}.intervals.${index}.closes`)}
                  {...form.register(`${path}.intervals.${index}.closes`)}
                />
                {isMany ? (
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className={`${buttonClass} mt-6`}
                    aria-label={t('removeIntervalOf', { day: dayName, n })}
                  >
                    {t('removeInterval')}
                  </button>
                ) : null}
              </li>
            );
          })}
          <li>
            <button
              ref={addButton}
              type="button"
              onClick={() => intervals.append(blankInterval())}
              className={buttonClass}
              aria-label={t('addIntervalTo', { day: dayName })}
            >
              {t('addInterval')}
            </button>
          </li>
        </ul>
      ) : null}
    </fieldset>
  );
}

/**
 * The seven days of a week of opening hours, each closed, open 24 hours or given one or more
 * intervals; an interval that closes before it opens runs overnight. Two columns where there is room.
 */
export function WeeklyHoursDays<T extends FieldValues, TOut extends FieldValues>(
  props: WeeklyHoursEditorProps<T, TOut>,
) {
  const host = hostOf(props);
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @2xl:grid-cols-2">
        {weekdays.map((day) => (
          <DayEditor key={day} host={host} day={day} />
        ))}
      </div>
    </div>
  );
}

/**
 * Weekly opening hours: first whether they are known at all (unknown saves no hours, which is not the
 * same as closed every day), then, when they are, the seven days.
 */
export function WeeklyHoursEditor<T extends FieldValues, TOut extends FieldValues>(
  props: WeeklyHoursEditorProps<T, TOut>,
) {
  const { t } = useTranslation(HOURS_NAMESPACE);
  const { form, name } = hostOf(props);
  const isKnown = useWatch({ control: form.control, name: `${name}.known` });
  return (
    <>
      <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register(`${name}.known`)} />
        {t('known')}
      </label>
      {isKnown ? <WeeklyHoursDays {...props} /> : <p className="text-sm text-slate-700">{t('unknown')}</p>}
    </>
  );
}
