import { openingIntervalSchema, weekdays, type Weekday, type WeeklyHours } from '@hc/shared';
import { z } from 'zod';

// The weekly opening hours as a form holds them (the editor of components/hours edits this shape), and
// their conversions to and from the API's `weeklyHoursSchema`. Any form may hold them in one of its fields.

/** How one day reads in the editor: closed, open around the clock, or open during some intervals. */
export const dayModes = ['closed', 'allDay', 'hours'] as const;
export type DayMode = (typeof dayModes)[number];

export type IntervalForm = { opens: string; closes: string };
export type DayForm = { mode: DayMode; intervals: IntervalForm[] };
export type DaysForm = Record<Weekday, DayForm>;
/** `known: false` saves no hours at all (unknown), which is not the same as closed every day. */
export type HoursForm = { known: boolean; days: DaysForm };

const ALL_DAY = { opens: '00:00', closes: '24:00' } as const;
/** A time input cannot show 24:00: midnight as a closing time is typed 00:00. */
const MIDNIGHT = '00:00';

export const blankInterval = (): IntervalForm => ({ opens: '', closes: '' });

/** An interval that closes before it opens runs past midnight into the next day. */
export const isOvernight = ({ opens, closes }: IntervalForm): boolean =>
  opens !== '' && closes !== '' && closes !== MIDNIGHT && closes < opens;

/** A closed day: an interval is ready to fill if it opens at set hours. */
export const closedDay = (): DayForm => ({ mode: 'closed', intervals: [blankInterval()] });

const allDays = (day: () => DayForm): DaysForm =>
  Object.fromEntries(weekdays.map((weekday) => [weekday, day()])) as DaysForm;

/** Hours not known yet: nothing is saved, and every day starts closed if they are given. */
export const unknownHours = (): HoursForm => ({ known: false, days: allDays(closedDay) });

/** Opening Time and Closing Time applied to every day of the week at once. */
export const everyDay = (opens: string, closes: string): HoursForm => ({
  known: true,
  days: allDays(() => ({ mode: 'hours', intervals: [{ opens, closes }] })),
});

/** The editor's state of saved hours (a day missing or empty is closed; null is unknown). */
export function hoursToForm(hours: WeeklyHours | null | undefined): HoursForm {
  if (!hours || !weekdays.some((day) => hours[day] !== undefined)) return unknownHours();
  return {
    known: true,
    days: Object.fromEntries(
      weekdays.map((day): [Weekday, DayForm] => {
        const intervals = hours[day] ?? [];
        if (intervals.length === 0) return [day, closedDay()];
        if (intervals.some((i) => i.opens === ALL_DAY.opens && i.closes === ALL_DAY.closes))
          return [day, { mode: 'allDay', intervals: [blankInterval()] }];
        return [
          day,
          {
            mode: 'hours',
            intervals: intervals.map((i) => ({ opens: i.opens, closes: i.closes === '24:00' ? MIDNIGHT : i.closes })),
          },
        ];
      }),
    ) as DaysForm,
  };
}

/** The Opening and Closing Time that describe saved hours, when every day has the same single interval. */
export function commonTimes(form: HoursForm): { opens: string; closes: string } {
  const first = form.days.mo;
  const same = weekdays.every((day) => {
    const { mode, intervals } = form.days[day];
    return (
      mode === 'hours' &&
      intervals.length === 1 &&
      intervals[0]!.opens === first.intervals[0]?.opens &&
      intervals[0]!.closes === first.intervals[0]?.closes
    );
  });
  return form.known && same
    ? { opens: first.intervals[0]!.opens, closes: first.intervals[0]!.closes }
    : { opens: '', closes: '' };
}

// The rules of one interval are the API's (`invalid_time`); the form adds that an interval has a length.
const intervalSchema = z
  .object({ opens: z.string(), closes: z.string() })
  .pipe(openingIntervalSchema)
  .refine((i) => i.opens !== i.closes, { error: 'invalid', path: ['closes'] })
  .transform((i) => ({ opens: i.opens, closes: i.closes === MIDNIGHT ? '24:00' : i.closes }));

const daySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('closed'), intervals: z.array(z.unknown()) }).transform(() => []),
  z.object({ mode: z.literal('allDay'), intervals: z.array(z.unknown()) }).transform(() => [{ ...ALL_DAY }]),
  z.object({ mode: z.literal('hours'), intervals: z.array(intervalSchema).min(1) }).transform((d) => d.intervals),
]);

/**
 * The editor's state as the API's `openingHours`: every day given (closed days empty), or null when
 * unknown. Typed by the editor's state, which each branch narrows (days are checked only when known).
 */
export const hoursFormSchema = z.discriminatedUnion('known', [
  z.object({ known: z.literal(false), days: z.unknown() }).transform((): WeeklyHours | null => null),
  z
    .object({ known: z.literal(true), days: z.object(Object.fromEntries(weekdays.map((day) => [day, daySchema]))) })
    .transform(({ days }) => days as WeeklyHours),
]) as unknown as z.ZodType<WeeklyHours | null, HoursForm>;

/**
 * Where an API error about weekly hours shows in a form that holds them at `field`: on its interval's
 * input (`openingHours.mo.0.opens` → `<field>.days.mo.intervals.0.opens`), else on the whole field.
 */
export function hoursFormPathOf(field: string, apiPath: string): string {
  const [, day, ...interval] = apiPath.split('.');
  return day && interval.length >= 2 ? [field, 'days', day, 'intervals', ...interval].join('.') : field;
}
