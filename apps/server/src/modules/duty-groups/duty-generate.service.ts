import { insertFacilityHistory } from '../../sql/facility-history.repository';
import type { Db } from '@hc/db';
import {
  overlaps,
  type DutyGenerate,
  type DutyGenerateResult,
  type PlannedDutyPeriod,
  type TimeWindow,
} from '@hc/shared';
import { notFound } from '../../lib/app-error';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  insertPeriods,
  listActivePeriodsInPlace,
  listGroups,
  listPeriodsOf,
  listRotaRowsByIds,
  type Place,
} from './duty-groups.repository';
import type { DutyDeps } from './duty-groups.service';
import { isInPlace } from './duty-groups.service';
import {
  DAY_MS,
  groupIndexOf,
  localDateOf,
  mondayOf,
  uncoveredParts,
  WEEK_MS,
  weekNights,
  weekWindows,
} from './duty-windows';

type Planned = PlannedDutyPeriod & { place: Place };
type Result = Omit<DutyGenerateResult, 'dryRun' | 'created'>;

/**
 * Turns the rotas into duty periods for N weeks: a dry run answers what would be created (and the
 * nights a place would have no pharmacy on duty), a real run creates it in one transaction. A period
 * whose pharmacy already has one at that time (cancelled ones included) is never created again, so
 * running it twice creates nothing new and a cancelled night stays cancelled; the part of a window
 * such a period leaves uncovered is created on its own.
 */
export function createDutyGenerator(deps: DutyDeps) {
  const { db, clock } = deps;

  async function plan(
    source: Db,
    context: RequestContext,
    input: DutyGenerate,
  ): Promise<Result & { toInsert: Planned[] }> {
    const now = clock();
    const from = mondayOf(input.from ?? localDateOf(now));
    const to = new Date(from.getTime() + input.weeks * WEEK_MS);
    // A region-limited account generates its region's rotas only; another region's is unknown to it.
    const rotas = await listRotaRowsByIds(source, input.rotaIds, regionScopeOf(context.session));
    if (input.rotaIds && rotas.length !== new Set(input.rotaIds).size) throw notFound('Duty group');
    const groups = await listGroups(
      source,
      rotas.map((r) => r.id),
    );

    // What each rota's group of each week would be on duty for.
    const candidates: (Planned & { week: number; position: number })[] = [];
    const weeks: Result['weeks'] = [];
    for (let week = 0; week < input.weeks; week++) {
      const monday = new Date(from.getTime() + week * WEEK_MS);
      weeks.push({ weekStart: localDateOf(monday), rotas: [] });
      for (const rota of rotas) {
        const rotaGroups = groups.filter((g) => g.rotaId === rota.id);
        if (rotaGroups.length === 0) continue;
        const group = rotaGroups[groupIndexOf(monday, mondayOf(rota.startsOn), rotaGroups.length)]!;
        weeks[week]!.rotas.push({
          rotaId: rota.id,
          rotaName: rota.name,
          groupId: group.id,
          groupPosition: group.position,
          groupName: group.name,
          toCreate: 0,
          existing: 0,
        });
        const windows = weekWindows(monday, rota.templates, rota.holidays).filter((w) => w.end > now);
        for (const member of group.members.filter((m) => m.isPublicPharmacy))
          for (const window of windows)
            candidates.push({
              week,
              position: group.position,
              facilityId: member.id,
              facilityName: member.name,
              rotaId: rota.id,
              groupId: group.id,
              startsAt: window.start.toISOString(),
              endsAt: window.end.toISOString(),
              place: { divisionId: rota.divisionId, subdivisionId: rota.subdivisionId },
            });
      }
    }

    // Skip what a pharmacy already has at that time (or was given by another rota in this run).
    const facilityIds = [...new Set(candidates.map((c) => c.facilityId))];
    const taken = new Map<number, TimeWindow[]>();
    for (const period of await listPeriodsOf(source, facilityIds, from, new Date(to.getTime() + DAY_MS)))
      taken.set(period.facilityId, [
        ...(taken.get(period.facilityId) ?? []),
        { start: period.startsAt, end: period.endsAt },
      ]);
    const toInsert: Planned[] = [];
    let existing = 0;
    for (const candidate of candidates) {
      const window = { start: new Date(candidate.startsAt), end: new Date(candidate.endsAt) };
      const own = taken.get(candidate.facilityId) ?? [];
      const counts = weeks[candidate.week]!.rotas.find((r) => r.rotaId === candidate.rotaId)!;
      // What is already covered stays as it is; the rest of the window (all of it, or the part an
      // earlier period leaves open) is created, so a partial overlap never leaves a silent gap.
      const parts = uncoveredParts(window, own);
      if (parts.length === 0) {
        existing++;
        counts.existing++;
        continue;
      }
      const { week: _week, position: _position, ...planned } = candidate;
      for (const part of parts) {
        own.push(part);
        counts.toCreate++;
        toInsert.push({ ...planned, startsAt: part.start.toISOString(), endsAt: part.end.toISOString() });
      }
      taken.set(candidate.facilityId, own);
    }

    return {
      from: localDateOf(from),
      to: localDateOf(to),
      weeks,
      periods: toInsert.map(({ place: _place, ...period }) => period),
      existing,
      warnings: await nightsWithoutPharmacy(source, rotas, toInsert, from, to, now),
      toInsert,
    };
  }

  /** Nights (22:00 to 07:30) of the weeks when no pharmacy of a rota's place is, or would be, on duty. */
  async function nightsWithoutPharmacy(
    source: Db,
    rotas: Awaited<ReturnType<typeof listRotaRowsByIds>>,
    planned: Planned[],
    from: Date,
    to: Date,
    now: Date,
  ): Promise<Result['warnings']> {
    const warnings: Result['warnings'] = [];
    const seen = new Set<string>();
    const nights: TimeWindow[] = [];
    for (let monday = from; monday < to; monday = new Date(monday.getTime() + WEEK_MS))
      nights.push(...weekNights(monday).filter((night) => night.end > now));
    for (const rota of rotas) {
      const place = { divisionId: rota.divisionId, subdivisionId: rota.subdivisionId };
      const placeKey = `${place.divisionId}/${place.subdivisionId}`;
      const onDuty: TimeWindow[] = [
        ...(await listActivePeriodsInPlace(source, place, from, new Date(to.getTime() + DAY_MS))).map((p) => ({
          start: p.startsAt,
          end: p.endsAt,
        })),
        ...planned
          .filter((p) => isInPlace(p.place, place))
          .map((p) => ({ start: new Date(p.startsAt), end: new Date(p.endsAt) })),
      ];
      for (const night of nights) {
        const key = `${placeKey}@${night.start.toISOString()}`;
        if (seen.has(key) || onDuty.some((period) => overlaps(period, night))) continue;
        seen.add(key);
        warnings.push({
          code: 'night_without_pharmacy',
          rotaId: rota.id,
          rotaName: rota.name,
          ...place,
          night: localDateOf(night.start),
          startsAt: night.start.toISOString(),
          endsAt: night.end.toISOString(),
        });
      }
    }
    return warnings.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.rotaId - b.rotaId);
  }

  return {
    async generate(context: RequestContext, input: DutyGenerate, dryRun: boolean): Promise<DutyGenerateResult> {
      if (dryRun) {
        const { toInsert: _toInsert, ...preview } = await plan(db, context, input);
        return { ...preview, dryRun, created: preview.periods.length };
      }
      const userId = signedInSession(context).user.id;
      const result = await db.transaction(async (tx) => {
        const planned = await plan(tx, context, input);
        const inserted = await insertPeriods(
          tx,
          planned.toInsert.map((p) => ({
            facilityId: p.facilityId,
            startsAt: new Date(p.startsAt),
            endsAt: new Date(p.endsAt),
            dutyGroupId: p.groupId,
            createdAt: clock(),
          })),
        );
        const insertedKeys = new Set(inserted.map((p) => `${p.facilityId}@${p.startsAt.toISOString()}`));
        const periods = planned.periods.filter((p) => insertedKeys.has(`${p.facilityId}@${p.startsAt}`));
        // One history entry per pharmacy per run: how many periods, from when to when.
        const byFacility = new Map<number, PlannedDutyPeriod[]>();
        for (const period of periods)
          byFacility.set(period.facilityId, [...(byFacility.get(period.facilityId) ?? []), period]);
        await insertFacilityHistory(
          tx,
          ...[...byFacility].map(([facilityId, own]) => ({
            facilityId,
            userId,
            action: 'duty_added' as const,
            at: clock(),
            changes: {
              dutyPeriods: { before: null, after: own.length },
              dutyStartsAt: { before: null, after: own[0]!.startsAt },
              dutyEndsAt: { before: null, after: own.at(-1)!.endsAt },
              dutyRotaId: { before: null, after: own[0]!.rotaId },
            },
          })),
        );
        const { toInsert: _toInsert, ...rest } = planned;
        return { ...rest, periods, existing: rest.existing + planned.periods.length - periods.length };
      });
      if (result.periods.length > 0) deps.onDirectoryChange();
      await logRequestEvent(deps, context, {
        level: result.warnings.length > 0 ? 'WARN' : 'INFO',
        source: 'FACILITY',
        message: `Duty rota generated from ${result.from} to ${result.to}: ${result.periods.length} periods created, ${result.existing} already there, ${result.warnings.length} nights without a pharmacy`,
        event: {
          key: 'rota.generated',
          params: {
            from: result.from,
            to: result.to,
            created: result.periods.length,
            existing: result.existing,
            warnings: result.warnings.length,
          },
        },
        details: {
          action: 'duty_generated',
          from: result.from,
          to: result.to,
          created: result.periods.length,
          existing: result.existing,
          warnings: result.warnings.length,
          rotaIds: input.rotaIds ?? null,
        },
      });
      return { ...result, dryRun, created: result.periods.length };
    },
  };
}
export type DutyGenerator = ReturnType<typeof createDutyGenerator>;
