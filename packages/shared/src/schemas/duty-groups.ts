import { z } from 'zod';
import { NAME_MAX } from '../limits';
import { idSchema, idValueSchema, listMetaSchema, pageSchema, queryBooleanSchema } from './common';

/**
 * A town's (or zone's) pharmacy duty rota: its groups take turns week by week (group 1 this week,
 * group 2 next…), each on duty in the windows of the rota's templates (Africa/Douala time):
 * - `weekday_nights`: Monday to Friday, 22:00 to 07:30 the next morning;
 * - `weekend`: Saturday 19:00 to Monday 07:30;
 * - `full_day`: every day of the week, 00:00 to 24:00 (24 h duty);
 * - `public_holiday`: each of the rota's holidays that falls in the week, 00:00 to 24:00.
 */
export const dutyTemplates = ['weekday_nights', 'weekend', 'full_day', 'public_holiday'] as const;
export type DutyTemplate = (typeof dutyTemplates)[number];

/** The most groups in one rota, pharmacies in one group, weeks generated at once. */
export const DUTY_GROUPS_MAX = 60;
export const DUTY_GROUP_MEMBERS_MAX = 200;
export const DUTY_GENERATE_WEEKS_MAX = 26;
export const DUTY_ROTAS_PAGE_SIZE = 50;

const localDate = z.iso.date({ error: 'invalid_format' });

export const dutyGroupInputSchema = z.strictObject({
  /** Shown on the poster ("Groupe 3"); the position names it when empty. */
  name: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** The pharmacies of the group (public pharmacies of the rota's place). */
  facilityIds: z.array(idValueSchema).max(DUTY_GROUP_MEMBERS_MAX),
});
export type DutyGroupInput = z.infer<typeof dutyGroupInputSchema>;

const rotaFieldsShape = {
  name: z.string().trim().min(1).max(NAME_MAX),
  /** The rota's place: a division (a whole town such as Yaoundé, Mfoundi) or one subdivision. */
  divisionId: idValueSchema.nullable().optional(),
  subdivisionId: idValueSchema.nullable().optional(),
  templates: z.array(z.enum(dutyTemplates)).min(1).max(dutyTemplates.length),
  /** Public holidays (YYYY-MM-DD) on which the group of that week is on duty all day. */
  holidays: z.array(localDate).max(100).optional(),
  /** A day of the week in which group 1 is on duty (kept as that week's Monday). */
  startsOn: localDate,
  /** In rotation order; PATCH replaces the whole list (groups keep their id by position). */
  groups: z.array(dutyGroupInputSchema).min(1).max(DUTY_GROUPS_MAX),
};

export const dutyRotaCreateSchema = z.strictObject(rotaFieldsShape);
export type DutyRotaCreate = z.infer<typeof dutyRotaCreateSchema>;

export const dutyRotaUpdateSchema = z.strictObject(rotaFieldsShape).partial();
export type DutyRotaUpdate = z.infer<typeof dutyRotaUpdateSchema>;

export const dutyGroupMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdivisionId: z.number().int().nullable(),
});

export const dutyGroupSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string().nullable(),
  members: z.array(dutyGroupMemberSchema),
});
export type DutyGroup = z.infer<typeof dutyGroupSchema>;

export const dutyRotaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  divisionId: z.number().int().nullable(),
  subdivisionId: z.number().int().nullable(),
  templates: z.array(z.enum(dutyTemplates)),
  holidays: z.array(z.string()),
  /** The Monday (YYYY-MM-DD) of the week in which group 1 is on duty. */
  startsOn: z.string(),
  groups: z.array(dutyGroupSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DutyRota = z.infer<typeof dutyRotaSchema>;

export const dutyRotaListQuerySchema = z.object({ page: pageSchema });
export const dutyRotaListSchema = z.object({ data: z.array(dutyRotaSchema), meta: listMetaSchema });
export type DutyRotaList = z.infer<typeof dutyRotaListSchema>;

export const dutyGenerateQuerySchema = z.object({ dryRun: queryBooleanSchema.default(true) });

export const dutyGenerateSchema = z.strictObject({
  /** A day of the first week to fill (its Monday is used); the current week when absent. */
  from: localDate.optional(),
  weeks: z.number().int().min(1).max(DUTY_GENERATE_WEEKS_MAX),
  /** Only these rotas (all of them when absent). */
  rotaIds: z.array(idValueSchema).max(500).optional(),
});
export type DutyGenerate = z.infer<typeof dutyGenerateSchema>;

export const plannedDutyPeriodSchema = z.object({
  facilityId: z.number().int(),
  facilityName: z.string(),
  rotaId: z.number().int(),
  groupId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PlannedDutyPeriod = z.infer<typeof plannedDutyPeriodSchema>;

export const dutyGenerateResultSchema = z.object({
  dryRun: z.boolean(),
  /** The Monday of the first and the day after the last week generated (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Per week and rota: the group on duty, the periods to create and those already there (or cancelled). */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      rotas: z.array(
        z.object({
          rotaId: z.number().int(),
          rotaName: z.string(),
          groupId: z.number().int(),
          groupPosition: z.number().int(),
          groupName: z.string().nullable(),
          toCreate: z.number().int(),
          existing: z.number().int(),
        }),
      ),
    }),
  ),
  /** The periods created (or, on a dry run, that would be). */
  periods: z.array(plannedDutyPeriodSchema),
  created: z.number().int(),
  existing: z.number().int(),
  /** Nights (22:00 to 07:30) when no pharmacy of a rota's place would be on duty. */
  warnings: z.array(
    z.object({
      code: z.literal('night_without_pharmacy'),
      rotaId: z.number().int(),
      rotaName: z.string(),
      divisionId: z.number().int().nullable(),
      subdivisionId: z.number().int().nullable(),
      /** The evening's date (YYYY-MM-DD, Douala) and the night's window. */
      night: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
});
export type DutyGenerateResult = z.infer<typeof dutyGenerateResultSchema>;

export const dutyPeriodIdParamsSchema = z.object({ periodId: idSchema });

export const dutySwapSchema = z.strictObject({
  facilityId: idValueSchema,
  reason: z.string().trim().min(1).max(500),
});
export type DutySwap = z.infer<typeof dutySwapSchema>;

export const dutyCancelSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type DutyCancel = z.infer<typeof dutyCancelSchema>;

export const rotaDutyPeriodSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  dutyGroupId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type RotaDutyPeriod = z.infer<typeof rotaDutyPeriodSchema>;
