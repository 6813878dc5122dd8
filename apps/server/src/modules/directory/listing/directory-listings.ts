import type { Db } from '@hc/db';
import type { TimeWindow } from '@hc/shared';
import { SerializedJson } from '../../../lib/public-read';
import type { FacilityFilters, Page } from '../list-filters.repository';
import { categoryCodes, type CategoryCode } from '../search/search-index';
import type { DirectoryModel, SearchIndexStore } from '../search/search-index-store';
import type { SummaryCache } from '../summary/summary-cache';
import { facilityTypeCode } from './listing-facts';
import { selectOnCallIds, selectOpenIds, selectReferenceIds } from './listing-facts.repository';
import { selectFolded } from '../../../sql/text-match.repository';
import { runListing, type ListingQuery } from './run-listing';
import { remembered } from '../../../lib/remembered-reads';

/**
 * From this many facilities a list asked while the read model is rebuilt (after a change) is answered by
 * its SQL instead of waiting: the rebuild takes seconds there. Below it the rebuild takes milliseconds.
 */
export const LIST_FROM_SQL_WHILE_BUILDING_MIN = 20_000;
/** Time filters and names looked up per read model: a few minutes' and weeks' worth, a few hundred names. */
const TIME_SETS_KEPT = 4;
const NAMES_KEPT = 512;

const allCategories: CategoryCode[] = [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory];
const OPEN_DATA = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

type ModelMemo = {
  model: DirectoryModel;
  times: Map<string, Promise<Uint8Array>>;
  references: Map<string, Promise<number[]>>;
};

/**
 * The public lists answered from the search's read model (docs/decisions/2026-11-29-listings-from-memory.md):
 * the filters and orders of list-filters.repository.ts over the index and its listing facts, the summaries
 * from the shared summary cache. `list` answers null when memory cannot: a list by distance (`near`), or a
 * large directory whose model is being rebuilt after a change; the caller then runs the list's SQL.
 */
export function createDirectoryListings(
  db: Db,
  store: SearchIndexStore,
  summaries: SummaryCache,
  /** For tests: from how many facilities a list does not wait for the model's rebuild. */
  options: { sqlWhileBuildingFrom?: number } = {},
) {
  const sqlWhileBuildingFrom = options.sqlWhileBuildingFrom ?? LIST_FROM_SQL_WHILE_BUILDING_MIN;
  // Folding is the database's own (lower, unaccent): asked once per distinct query text.
  const folded = new Map<string, Promise<string>>();
  let memo: ModelMemo | null = null;

  const memoOf = (model: DirectoryModel): ModelMemo =>
    memo?.model === model ? memo : (memo = { model, times: new Map(), references: new Map() });

  async function modelAt(version: string): Promise<DirectoryModel | null> {
    const ready = store.ready(version);
    if (ready) return ready;
    if ((store.latest()?.index.size ?? 0) < sqlWhileBuildingFrom) return store.at(version);
    // Started here, awaited by the requests that come once it is built (a failure is theirs to report).
    void store.at(version).catch(() => undefined);
    return null;
  }

  /** 1 for each facility number among `ids` (and of `category`, when given), marked in `marked`. */
  function flags(
    model: DirectoryModel,
    ids: readonly number[],
    category?: CategoryCode,
    marked: Uint8Array = new Uint8Array(model.index.size),
  ): Uint8Array {
    for (const id of ids) {
      const i = model.listing.numberOf.get(id);
      if (i !== undefined && (category === undefined || model.index.category[i] === category)) marked[i] = 1;
    }
    return marked;
  }

  function referenceIds(current: ModelMemo, kind: 'specialty' | 'test', value: string): Promise<number[]> | number[] {
    // An id is matched as the id (the links' foreign keys say it exists); a name is looked up as the SQL does.
    if (/^\d+$/.test(value)) return [Number(value)];
    return remembered(current.references, NAMES_KEPT, `${kind}|${value}`, () => selectReferenceIds(db, kind, value));
  }

  async function toListingQuery(
    current: ModelMemo,
    filters: FacilityFilters,
    page: Page,
    week: TimeWindow,
  ): Promise<ListingQuery> {
    const { model } = current;
    const { openAt, onCallOnly, query, specialty, testType } = filters;
    const [text, specialtyIds, testIds, onCall, open] = await Promise.all([
      query ? remembered(folded, NAMES_KEPT, query, () => selectFolded(db, query)) : undefined,
      specialty ? referenceIds(current, 'specialty', specialty) : undefined,
      testType ? referenceIds(current, 'test', testType) : undefined,
      onCallOnly
        ? remembered(current.times, TIME_SETS_KEPT, `w${week.start.getTime()}`, async () =>
            flags(model, await selectOnCallIds(db, week), categoryCodes.pharmacy),
          )
        : undefined,
      openAt
        ? remembered(current.times, TIME_SETS_KEPT, `o${openAt.getTime()}`, async () => {
            const { onDuty, byHours } = await selectOpenIds(db, openAt, model.listing.withHours);
            return flags(model, byHours, undefined, flags(model, onDuty, categoryCodes.pharmacy));
          })
        : undefined,
    ]);
    return {
      categories: filters.category ? [categoryCodes[filters.category]] : allCategories,
      facilityType: filters.facilityType ? facilityTypeCode(filters.facilityType) : undefined,
      emergencyOnly: filters.emergencyOnly,
      regionId: filters.region || undefined,
      divisionId: filters.division || undefined,
      subdivisionId: filters.subdivision || undefined,
      folded: text,
      foldedMatchesDoctors: filters.queryMatchesDoctors,
      specialtyIds,
      testIds,
      onCall,
      open,
      confirmedSinceMs: filters.confirmedSince?.getTime(),
      // As buildOrder: `distance` needs `near` (answered by SQL); without it the useful order.
      sort: filters.sort === 'name' || filters.sort === 'confirmed' ? filters.sort : 'useful',
      offset: (page.page - 1) * page.pageSize,
      limit: page.pageSize,
    };
  }

  return async function list(
    filters: FacilityFilters,
    page: Page,
    week: TimeWindow,
    version: string,
  ): Promise<SerializedJson | null> {
    if (filters.near || filters.openAllWeek) return null;
    const model = await modelAt(version);
    if (!model) return null;
    const current = memoOf(model);
    const answer = runListing(model.index, model.listing, await toListingQuery(current, filters, page, week));
    // Size 0: a list does not start reading every summary ahead (search does). Lists ask for the heads of
    // places, a few thousand summaries in all, cheaper read on demand than 100,000 after every change.
    const json = await summaries.get(answer.ids, version, week, 0);
    // A facility changed between the read model and the summaries' read is left out rather than sent half-known.
    const parts: Buffer[] = [OPEN_DATA];
    for (const id of answer.ids) {
      const summary = json.get(id);
      if (!summary) continue;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(summary);
    }
    const meta = { total: answer.total, page: page.page, pageSize: page.pageSize };
    parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)}}`));
    return new SerializedJson(Buffer.concat(parts));
  };
}
export type DirectoryListings = ReturnType<typeof createDirectoryListings>;
