import type { Db } from '@hc/db';
import { ADMIN_PAGE_SIZE, type AdminFacilityListQuery } from '@hc/shared';
import { clampPage } from '../../../lib/list';
import { readStateVersion } from '../../../sql/state-version.repository';
import { countKey, readListedRows, readPlaceIds, type PlaceIds } from '../admin-facilities.repository';
import { countFacilities, selectListModelRows } from './list-model.repository';
import { selectFolded } from '../../../sql/text-match.repository';
import {
  buildListModel,
  matchFacilities,
  pageOfMatches,
  statusCode,
  typeCode,
  type ListModel,
  type ListTerms,
  type Matches,
} from './list-model';
import { remembered } from '../../../lib/remembered-reads';

/**
 * From this many facilities a list asked while its model is (re)built is answered by SQL instead of
 * waiting: the build takes a second or more there, milliseconds below it.
 */
export const LIST_FROM_SQL_WHILE_BUILDING_MIN = 20_000;
/** Filter sets' matches kept per model (one bit per facility each: 12.5 kB at 100,000) and folded texts kept. */
const FILTER_SETS_KEPT = 512;
const TEXTS_KEPT = 512;
/** Builds a waiting request sits through before it gives up and reads by SQL (writes arriving all along). */
const BUILDS_AWAITED = 2;

const isNamed = (value: string | undefined) => value !== undefined && !/^\d+$/.test(value);
const idOf = (value: string | undefined) => (value === undefined ? undefined : [Number(value)]);

/**
 * The back-office list answered from memory (docs/decisions/2026-11-29-admin-list-from-memory.md): the
 * page's ids are chosen from a model of every facility built per directory version, then read by the
 * rows statement, which reads the directory's version too; a page is served only when that version is
 * the model's. `list` answers null when memory cannot (a large directory's model being rebuilt, a change
 * the model has not seen yet): the caller then runs the list's SQL.
 */
export function createAdminListFromMemory(
  db: Db,
  /** For tests: from how many facilities a list does not wait for the model's build. */
  options: { sqlWhileBuildingFrom?: number } = {},
) {
  const sqlWhileBuildingFrom = options.sqlWhileBuildingFrom ?? LIST_FROM_SQL_WHILE_BUILDING_MIN;
  const folded = new Map<string, Promise<string>>();
  let current: { model: ListModel; matches: Map<string, Promise<Matches | null>>; generation: number } | null = null;
  let building: Promise<void> | null = null;
  /** Bumped by a change made here: a model whose read began before it may lack the change. */
  let generation = 0;
  /** The newest directory version a rows statement has seen. */
  let newest = 0n;
  let size: Promise<number> | null = null;

  const saw = (version: string) => {
    if (BigInt(version) > newest) newest = BigInt(version);
  };
  const isFresh = () =>
    current !== null && current.generation === generation && BigInt(current.model.version) >= newest;

  function build(): Promise<void> {
    const startedIn = generation;
    building ??= (async () => {
      // An empty directory's statement has no row to carry its version: the one read before it is never
      // newer than the rows, so at worst the first page read with it finds it old and asks for another build.
      const before = await readStateVersion(db, 'directory_state');
      const rows = await selectListModelRows(db);
      const model = buildListModel(rows, rows[0]?.version ?? before);
      if (!current || BigInt(current.model.version) <= BigInt(model.version))
        current = { model, matches: new Map(), generation: startedIn };
    })().finally(() => {
      building = null;
    });
    return building;
  }

  /** The model of the current version: awaited when small, null while a large one is built. */
  async function freshModel() {
    for (let waited = 0; !isFresh(); waited++) {
      const pending = building ?? build();
      size ??= countFacilities(db);
      const large = (current?.model.size ?? (await size)) >= sqlWhileBuildingFrom;
      if (large || waited >= BUILDS_AWAITED) {
        // Started here, used by the requests after it; its failure is the next build's to retry.
        pending.catch(() => undefined);
        return null;
      }
      await pending;
    }
    return current;
  }

  async function termsOf(model: ListModel, query: AdminFacilityListQuery): Promise<ListTerms | null> {
    let places: PlaceIds = {};
    if (isNamed(query.region) || isNamed(query.division) || isNamed(query.subdivision)) {
      const read = await readPlaceIds(db, query);
      // Place names read at another version than the model's may not be what the model's facilities hold.
      if (read.version !== model.version) {
        saw(read.version);
        return null;
      }
      places = read.value;
    }
    const q = query.q;
    return {
      archived: query.archived === true,
      regionIds: places.region ?? idOf(query.region),
      divisionIds: places.division ?? idOf(query.division),
      subdivisionIds: places.subdivision ?? idOf(query.subdivision),
      status: query.status ? statusCode(query.status) : undefined,
      facilityType: query.type ? typeCode(query.type) : undefined,
      needsDataOnly: query.needsData === true,
      ids: query.ids ? new Set(query.ids) : undefined,
      folded: q ? await remembered(folded, TEXTS_KEPT, q, () => selectFolded(db, q)) : undefined,
      idQuery: q && /^\d{1,9}$/.test(q) ? Number(q) : undefined,
    };
  }

  /** The page's ids, its total and page number, chosen from the model, and the version they are true at. */
  async function choosePage(query: AdminFacilityListQuery) {
    const fresh = await freshModel();
    if (!fresh) return null;
    const { model } = fresh;
    const matches = await remembered(fresh.matches, FILTER_SETS_KEPT, countKey(query), async () => {
      const terms = await termsOf(model, query);
      return terms && matchFacilities(model, terms);
    });
    if (!matches) {
      fresh.matches.delete(countKey(query));
      return null;
    }
    const { page, offset } = clampPage(query.page, matches.total);
    const ids = pageOfMatches(model, matches, query.sort, query.order === 'desc', offset, ADMIN_PAGE_SIZE);
    return { version: model.version, ids, total: matches.total, page };
  }

  return {
    async list(query: AdminFacilityListQuery) {
      const chosen = await choosePage(query);
      if (!chosen) return null;
      const { version, rows } = await readListedRows(db, chosen.ids);
      if (version !== chosen.version) {
        saw(version);
        return null;
      }
      return { rows, total: chosen.total, page: chosen.page };
    },
    /** A change made through this process: the next list reads a model built after it. */
    invalidate() {
      generation += 1;
    },
  };
}
export type AdminListFromMemory = ReturnType<typeof createAdminListFromMemory>;
