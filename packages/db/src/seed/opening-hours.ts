import { weekdays, type Weekday, type WeeklyHours } from '@hc/shared';

const osmDays: Record<string, Weekday> = { Mo: 'mo', Tu: 'tu', We: 'we', Th: 'th', Fr: 'fr', Sa: 'sa', Su: 'su' };
const timeRange = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/**
 * Reads the common subset of OpenStreetMap `opening_hours` ("24/7", "Mo-Fr 08:00-18:00; Sa 08:00-13:00",
 * "Mo-We, Fr 07:30-12:00", "08:00-22:00"). Anything richer returns null: the raw text is still shown.
 */
export function parseOsmOpeningHours(text: string | null | undefined): WeeklyHours | null {
  if (!text) return null;
  const value = text.trim();
  if (value === '24/7') return Object.fromEntries(weekdays.map((d) => [d, [{ opens: '00:00', closes: '24:00' }]]));
  const hours: WeeklyHours = {};
  for (const rule of value
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const match = /^(?:([A-Za-z ,-]+?)\s+)?(\d{2}:\d{2}-\d{2}:\d{2}(?:\s*,\s*\d{2}:\d{2}-\d{2}:\d{2})*)$/.exec(rule);
    if (!match) return null;
    const days = match[1] ? parseDays(match[1]) : [...weekdays];
    if (!days) return null;
    const intervals = match[2]!.split(',').map((r) => timeRange.exec(r.trim()));
    if (intervals.some((m) => !m)) return null;
    for (const day of days) {
      hours[day] = intervals.map((m) => ({ opens: m![1]!, closes: m![2]! }));
    }
  }
  return Object.keys(hours).length > 0 ? hours : null;
}

function parseDays(spec: string): Weekday[] | null {
  const result: Weekday[] = [];
  for (const part of spec.split(',').map((p) => p.trim())) {
    const [from, to] = part.split('-').map((d) => osmDays[d.trim()]);
    if (!from) return null;
    if (!to) {
      result.push(from);
      continue;
    }
    const start = weekdays.indexOf(from);
    const end = weekdays.indexOf(to);
    for (let i = start; ; i = (i + 1) % 7) {
      result.push(weekdays[i]!);
      if (i === end) break;
    }
  }
  return result;
}
