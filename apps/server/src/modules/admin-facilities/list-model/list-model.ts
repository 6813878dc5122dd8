import { facilityStatuses, facilityTypes, type AdminFacilityListQuery } from '@hc/shared';
import type { ListModelRow } from './list-model.repository';

/** The orders the database numbered, each as the facility numbers from first to last ascending. */
type NumberedSort = Exclude<AdminFacilityListQuery['sort'], 'id'>;

/**
 * Every facility of one directory version, numbered in id order (everything about facility i is at
 * index i). A place id absent is -1 (ids are positive).
 */
export type ListModel = {
  version: string;
  size: number;
  ids: Int32Array;
  status: Uint8Array;
  facilityType: Uint8Array;
  regionId: Int32Array;
  divisionId: Int32Array;
  subdivisionId: Int32Array;
  needsData: Uint8Array;
  archived: Uint8Array;
  searchName: string[];
  orders: Record<NumberedSort, Int32Array>;
};

/** The list's filters in the model's terms (conditionsOf in admin-facilities.repository.ts). */
export type ListTerms = {
  archived: boolean;
  regionIds?: readonly number[] | undefined;
  divisionIds?: readonly number[] | undefined;
  subdivisionIds?: readonly number[] | undefined;
  status?: number | undefined;
  facilityType?: number | undefined;
  needsDataOnly: boolean;
  ids?: ReadonlySet<number> | undefined;
  /** The name query folded as `search_name` is. */
  folded?: string | undefined;
  /** A query of 1 to 9 digits also matches that id. */
  idQuery?: number | undefined;
};

/** One bit per facility number; `total` of them set. */
export type Matches = { bits: Uint32Array; total: number };

export const statusCode = (status: (typeof facilityStatuses)[number]): number => facilityStatuses.indexOf(status);
export const typeCode = (type: (typeof facilityTypes)[number]): number => facilityTypes.indexOf(type);

/** The model of rows read in id order, all at one version. */
export function buildListModel(rows: readonly ListModelRow[], version: string): ListModel {
  const n = rows.length;
  const model: ListModel = {
    version,
    size: n,
    ids: new Int32Array(n),
    status: new Uint8Array(n),
    facilityType: new Uint8Array(n),
    regionId: new Int32Array(n),
    divisionId: new Int32Array(n),
    subdivisionId: new Int32Array(n),
    needsData: new Uint8Array(n),
    archived: new Uint8Array(n),
    searchName: new Array<string>(n),
    orders: { name: new Int32Array(n), status: new Int32Array(n), updated: new Int32Array(n) },
  };
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    model.ids[i] = row.id;
    model.status[i] = statusCode(row.status);
    model.facilityType[i] = typeCode(row.facilityType);
    model.regionId[i] = row.regionId ?? -1;
    model.divisionId[i] = row.divisionId ?? -1;
    model.subdivisionId[i] = row.subdivisionId ?? -1;
    model.needsData[i] = row.needsData ? 1 : 0;
    model.archived[i] = row.archived ? 1 : 0;
    model.searchName[i] = row.searchName;
    model.orders.name[row.nameOrder] = i;
    model.orders.status[row.statusOrder] = i;
    model.orders.updated[row.updatedOrder] = i;
  }
  return model;
}

/** The facilities the terms select: one pass over the model, as the SQL's WHERE tests each row. */
export function matchFacilities(model: ListModel, terms: ListTerms): Matches {
  const bits = new Uint32Array((model.size + 31) >>> 5);
  const archived = terms.archived ? 1 : 0;
  let total = 0;
  for (let i = 0; i < model.size; i++) {
    if (model.archived[i] !== archived) continue;
    if (terms.regionIds && !terms.regionIds.includes(model.regionId[i]!)) continue;
    if (terms.divisionIds && !terms.divisionIds.includes(model.divisionId[i]!)) continue;
    if (terms.subdivisionIds && !terms.subdivisionIds.includes(model.subdivisionId[i]!)) continue;
    if (terms.status !== undefined && model.status[i] !== terms.status) continue;
    if (terms.facilityType !== undefined && model.facilityType[i] !== terms.facilityType) continue;
    if (terms.needsDataOnly && model.needsData[i] !== 1) continue;
    if (terms.ids && !terms.ids.has(model.ids[i]!)) continue;
    if (terms.folded !== undefined && model.ids[i] !== terms.idQuery && !model.searchName[i]!.includes(terms.folded))
      continue;
    bits[i >>> 5]! |= 1 << (i & 31);
    total++;
  }
  return { bits, total };
}

/**
 * The ids of `limit` matches from the `offset`-th in the order asked. Descending is the ascending order
 * reversed: every order ends with the id, so no two facilities tie.
 */
export function pageOfMatches(
  model: ListModel,
  matches: Matches,
  sort: AdminFacilityListQuery['sort'],
  descending: boolean,
  offset: number,
  limit: number,
): number[] {
  const order = sort === 'id' ? null : model.orders[sort];
  const page: number[] = [];
  let skipped = 0;
  for (let p = 0; p < model.size && page.length < limit; p++) {
    const position = descending ? model.size - 1 - p : p;
    const i = order ? order[position]! : position;
    if ((matches.bits[i >>> 5]! & (1 << (i & 31))) === 0) continue;
    if (skipped < offset) skipped++;
    else page.push(model.ids[i]!);
  }
  return page;
}
