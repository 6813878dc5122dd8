import { serviceName, weekdays, type Weekday } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../format';
import { FACILITIES_NAMESPACE } from '../list/facility-ui';
import type { NameOf, ReferenceKind } from './reference-names';

export const EMPTY_VALUE = '—';
const JSON_MAX = 200;

type Interval = { opens: string; closes: string };

const isIntervals = (value: unknown): value is Interval[] =>
  Array.isArray(value) &&
  value.every((item) => item && typeof item === 'object' && 'opens' in item && 'closes' in item);

/**
 * Opening hours in one line: consecutive days with the same hours grouped ("Mon–Fri 08:00–17:00 ·
 * Sat 08:00–12:00"), closed days left out. Null when the value holds no hours.
 */
export function summarizeHours(
  value: unknown,
  labels: { day: (day: Weekday) => string; everyDay: string },
): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const hours = value as Partial<Record<Weekday, unknown>>;
  const textOf = (day: Weekday) => {
    const intervals = hours[day];
    return isIntervals(intervals) && intervals.length > 0
      ? intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(', ')
      : '';
  };
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of weekdays) {
    const text = textOf(day);
    const last = groups.at(-1);
    if (last && last.text === text && weekdays.indexOf(last.to) === weekdays.indexOf(day) - 1) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  const open = groups.filter((group) => group.text !== '');
  if (open.length === 0) return null;
  if (open.length === 1 && open[0]!.from === 'mo' && open[0]!.to === 'su') return `${labels.everyDay} ${open[0]!.text}`;
  return open
    .map(({ from, to, text }) =>
      from === to ? `${labels.day(from)} ${text}` : `${labels.day(from)}–${labels.day(to)} ${text}`,
    )
    .join(' · ');
}

const referenceFields: Record<string, ReferenceKind> = {
  regionId: 'region',
  divisionId: 'division',
  subdivisionId: 'subdivision',
  specialtyIds: 'specialty',
  testIds: 'test',
};
const labelledFields: Record<string, string> = {
  status: 'statuses',
  facilityType: 'types',
  category: 'categories',
  source: 'sources',
  specialDateKind: 'specialDates.kinds',
};
const dateTimeFields = new Set(['archivedAt', 'createdAt', 'updatedAt']);
const calendarDateFields = new Set(['registrationDate', 'specialDateFrom', 'specialDateTo']);

/**
 * A field's value as people read it, for the record summary and the history's before → after: "—"
 * for nothing, statuses and types translated, ids and service codes as names, dates formatted, hours
 * summarised, any other object as compact JSON.
 */
export function useFormatValue(nameOf: NameOf) {
  const { t, i18n } = useTranslation(FACILITIES_NAMESPACE);
  const format = useAdminFormat();
  const hoursLabels = { day: (day: Weekday) => t(`weekdays.${day}`), everyDay: t('hours.everyDay') };

  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE;
    if (Array.isArray(value) && value.length === 0) return EMPTY_VALUE;
    const reference = referenceFields[field];
    if (reference && typeof value === 'number') return nameOf(reference, value);
    if (reference && Array.isArray(value) && value.every((id) => typeof id === 'number'))
      return value.map((id: number) => nameOf(reference, id)).join(', ');
    const labels = labelledFields[field];
    if (labels && typeof value === 'string') return t(`${labels}.${value}`, { defaultValue: value });
    if (field === 'openingHours') return summarizeHours(value, hoursLabels) ?? EMPTY_VALUE;
    if (field === 'services' && Array.isArray(value) && value.every((item) => typeof item === 'string'))
      return value.map((service: string) => serviceName(service, i18n.resolvedLanguage ?? i18n.language)).join(', ');
    if (typeof value === 'string') {
      if (dateTimeFields.has(field) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
      if (calendarDateFields.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return format.date(value);
      return value;
    }
    if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
    if (typeof value === 'number') return Number.isInteger(value) ? format.number(value) : String(value);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
      return value.join(', ');
    const json = JSON.stringify(value);
    return json.length > JSON_MAX ? `${json.slice(0, JSON_MAX - 1)}…` : json;
  };
}
