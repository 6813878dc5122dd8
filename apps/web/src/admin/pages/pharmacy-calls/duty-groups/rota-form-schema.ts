import { DUTY_GROUP_MEMBERS_MAX, DUTY_GROUPS_MAX, dutyTemplates, type DutyRota, type DutyRotaCreate } from '@hc/shared';
import { z } from 'zod';
import type { RotaPlace } from './rota-places';

const splitWords = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const placeId = z.number().int().positive().nullable();

const groupSchema = z.object({
  name: z.string().trim().max(100),
  /** The pharmacies chosen with the picker, shown by name. */
  members: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: z.string(),
        divisionId: z.number().int().nullable(),
        subdivisionId: z.number().int().nullable(),
      }),
    )
    .min(1, { error: 'required' })
    .max(DUTY_GROUP_MEMBERS_MAX),
});

/** The rota form: the place by the region → division → subdivision cascade, groups of chosen pharmacies. */
export const rotaFormSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    regionId: placeId,
    divisionId: placeId,
    subdivisionId: placeId,
    templates: z.array(z.enum(dutyTemplates)).min(1),
    // Empty is "required" (its own message says what to choose), anything else must be a date.
    startsOn: z
      .string()
      .min(1, { error: 'required' })
      .pipe(z.iso.date({ error: 'invalid_format' })),
    holidays: z
      .string()
      .superRefine((text, ctx) => {
        if (splitWords(text).some((day) => !z.iso.date().safeParse(day).success))
          ctx.addIssue({ code: 'custom', message: 'invalid_format' });
      })
      .transform(splitWords),
    groups: z.array(groupSchema).min(1).max(DUTY_GROUPS_MAX),
  })
  // A rota covers a division (a whole town) or one of its subdivisions: at least the division.
  .refine((rota) => rota.divisionId != null || rota.subdivisionId != null, {
    path: ['divisionId'],
    error: 'required',
    when: () => true,
  });
export type RotaFormInput = z.input<typeof rotaFormSchema>;
export type RotaFormValues = z.output<typeof rotaFormSchema>;

export const emptyGroup = (): RotaFormInput['groups'][number] => ({ name: '', members: [] });

/** The form's values for a rota (a new one when null), its place filled in from the geography lists. */
export const toFormInput = (rota: DutyRota | null, place: RotaPlace | null): RotaFormInput => ({
  name: rota?.name ?? '',
  regionId: place?.regionId ?? null,
  divisionId: place?.divisionId ?? null,
  subdivisionId: place?.subdivisionId ?? null,
  templates: rota?.templates ?? ['weekday_nights', 'weekend'],
  startsOn: rota?.startsOn ?? '',
  holidays: rota?.holidays.join(' ') ?? '',
  groups: rota?.groups.map((g) => ({
    name: g.name ?? '',
    members: g.members.map((m) => ({ id: m.id, name: m.name, divisionId: null, subdivisionId: m.subdivisionId })),
  })) ?? [emptyGroup()],
});

/** What the API takes: the whole rota (PATCH replaces the groups; they keep their id by position). */
export const toRequestBody = (values: RotaFormValues): DutyRotaCreate => ({
  name: values.name,
  divisionId: values.divisionId,
  subdivisionId: values.subdivisionId,
  templates: values.templates,
  holidays: values.holidays,
  startsOn: values.startsOn,
  groups: values.groups.map((g) => ({ name: g.name || null, facilityIds: g.members.map((m) => m.id) })),
});

/**
 * Where the form shows a server field error: a member of a group (`groups.1.facilityIds.0` → that
 * pharmacy's row), a group, or a field; null for one it has no place for (the form's alert lists it).
 */
export function formPathOf(path: string): string | null {
  const member = /^groups\.(\d+)\.facilityIds\.(\d+)$/.exec(path);
  if (member) return `groups.${member[1]}.members.${member[2]}`;
  const members = /^groups\.(\d+)\.facilityIds$/.exec(path);
  if (members) return `groups.${members[1]}.members`;
  if (/^groups\.\d+\.name$/.test(path)) return path;
  const field = /^(name|divisionId|subdivisionId|templates|startsOn|holidays)(\.\d+)?$/.exec(path);
  return field ? field[1]! : null;
}
