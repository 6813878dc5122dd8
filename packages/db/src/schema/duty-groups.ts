import type { DutyTemplate } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { facilities } from './facilities';
import { divisions, subdivisions } from './geography';

/**
 * A town's or zone's pharmacy duty rota (how Cameroon publishes it): ordered groups that take turns
 * week by week, each on duty in the windows of the rota's templates. Generation turns it into
 * `pharmacy_duty_periods` rows, which are what the public reads.
 */
export const dutyRotas = pgTable(
  'duty_rotas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    // Its place: a division (a whole town) or one subdivision; at least one of them.
    divisionId: integer('division_id').references(() => divisions.id),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    templates: text('templates').array().$type<DutyTemplate[]>().notNull(),
    holidays: date('holidays', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    // The Monday of the week in which the first group is on duty.
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('duty_rotas_place_ck', sql`division_id IS NOT NULL OR subdivision_id IS NOT NULL`)],
);

/** One group of a rota, at its place in the rotation (0 is on duty in the rota's first week). */
export const dutyGroups = pgTable(
  'duty_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rotaId: integer('rota_id')
      .notNull()
      .references(() => dutyRotas.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name'),
  },
  (t) => [uniqueIndex('duty_groups_rota_position_uq').on(t.rotaId, t.position)],
);

export const dutyGroupMembers = pgTable(
  'duty_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => dutyGroups.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.facilityId] }),
    index('duty_group_members_facility_idx').on(t.facilityId),
  ],
);
