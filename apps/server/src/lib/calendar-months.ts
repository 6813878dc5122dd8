/**
 * `date` moved by whole calendar months (UTC), the day kept or, past the month's end, its last day (as
 * PostgreSQL's `+ interval 'n months'` does): 31 August less 6 months is 28 or 29 February, not 3 March.
 */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}
