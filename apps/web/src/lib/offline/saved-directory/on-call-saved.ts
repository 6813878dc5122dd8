import {
  getDirectoryWeek,
  PAGE_SIZE_DEFAULT,
  type DutyWindow,
  type OfflineFacility,
  type OnCallPharmacy,
} from '@hc/shared';
import { getOpenState } from '../../opening-hours';
import type { SavedDirectory } from './saved-directory';
import { distanceTo, summaryMaker } from './to-summary';
import { inPlace, intParam, nearParam, type ReadQuery } from './query-params';

type Row = { facility: OfflineFacility; window: DutyWindow; onDutyNow: boolean; distance: number };

/**
 * The on-call list (GET /api/pharmacies/on-call) answered from the saved copy: the pharmacies on duty at
 * the instant asked for (default now), then those on duty later in its week, in duty order; with the
 * visitor's position, those on duty now nearest first, then the later ones nearest first.
 */
export function onCallSaved(
  copy: SavedDirectory,
  query: ReadQuery,
  now: Date,
): { data: OnCallPharmacy[]; meta: { total: number; page: number; pageSize: number } } {
  const asked = query.at ? new Date(String(query.at)) : now;
  const at = Number.isNaN(asked.getTime()) ? now : asked;
  const week = getDirectoryWeek(at);
  const near = nearParam(query);
  const openNow = query.openNow === true || query.openNow === 'true';
  const pharmacies = new Map(
    copy.facilities.filter((f) => f.category === 'pharmacy' && inPlace(f, query)).map((f) => [f.id, f]),
  );

  // Each pharmacy once: the window running at `at`, else its next one in the week.
  const chosen = new Map<number, Row>();
  for (const { facilityId, startsAt, endsAt } of copy.onCall) {
    const facility = pharmacies.get(facilityId);
    const starts = new Date(startsAt);
    const ends = new Date(endsAt);
    if (!facility || ends <= at || starts >= week.end) continue;
    const onDutyNow = starts <= at;
    const current = chosen.get(facilityId);
    if (current && (current.onDutyNow || new Date(current.window.startsAt) <= starts)) continue;
    chosen.set(facilityId, {
      facility,
      window: { startsAt, endsAt },
      onDutyNow,
      distance: near ? distanceTo(near, facility) : 0,
    });
  }
  let rows = [...chosen.values()];
  if (openNow) rows = rows.filter((row) => row.onDutyNow || getOpenState(row.facility.openingHours, at) === 'open');
  rows.sort(
    (a, b) =>
      (near ? Number(b.onDutyNow) - Number(a.onDutyNow) || a.distance - b.distance : 0) ||
      a.window.startsAt.localeCompare(b.window.startsAt) ||
      a.facility.name.localeCompare(b.facility.name) ||
      a.facility.id - b.facility.id,
  );

  const page = intParam(query, 'page', 1);
  const pageSize = intParam(query, 'pageSize', PAGE_SIZE_DEFAULT);
  const maker = summaryMaker(copy, at);
  const data = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
    ...maker.summary(row.facility),
    onDutyNow: row.onDutyNow,
    dutyWindow: row.window,
  }));
  return { data, meta: { total: rows.length, page, pageSize } };
}
