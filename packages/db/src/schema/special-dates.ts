import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { specialDateKinds } from '@hc/shared';
import { users } from './accounts';
import { facilities } from './facilities';

/** One opening interval of a special-hours date, as a weekday's of `facilities.opening_hours`. */
export type SpecialDateInterval = { opens: string; closes: string };

/**
 * A facility's special date (issue 35): closed, or open at other hours, on a day or a range of days
 * (Africa/Douala calendar days, both ends included). On those days it replaces the weekly hours in every
 * public "open now" (a pharmacy on duty stays open whatever it says). `holiday` is the public holiday's key
 * when the date was picked from Cameroon's list (packages/shared/src/public-holidays.ts).
 */
export const facilitySpecialDates = pgTable(
  'facility_special_dates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: specialDateKinds }).notNull(),
    hours: jsonb('hours').$type<SpecialDateInterval[]>(),
    reason: text('reason'),
    holiday: text('holiday'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A facility's current and coming dates (the public reads), and the dates covering a day.
    index('facility_special_dates_facility_idx').on(t.facilityId, t.endsOn),
    check('facility_special_dates_range_ck', sql`ends_on >= starts_on AND ends_on - starts_on < 366`),
    check('facility_special_dates_kind_ck', sql`kind IN ('closed', 'hours')`),
    check(
      'facility_special_dates_hours_ck',
      sql`(kind = 'hours') = (CASE WHEN jsonb_typeof(hours) = 'array' THEN jsonb_array_length(hours) > 0 ELSE false END)`,
    ),
    check('facility_special_dates_reason_ck', sql`char_length(reason) <= 200`),
  ],
);
