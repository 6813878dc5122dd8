import { queryRows, type Db } from '@hc/db';
import type { SearchQuery, TimeWindow } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { toFacilitySummary, type FacilitySummaryRow } from '../../lib/directory/facility-mapper';
import { summaryColumns, summaryFrom } from '../../lib/directory/facility-sql';
import { SerializedJson } from '../../lib/public-read';
import { runIndexQuery, type IndexQuery } from '../../lib/search/run-query';
import { ALL_FIELDS, categoryCodes, Field, type CategoryCode } from '../../lib/search/search-index';
import type { SearchIndexStore } from '../../lib/search/search-index-store';

const groupNames = ['hospitals', 'pharmacies', 'laboratories'] as const;
const allCategories: CategoryCode[] = [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory];
/** More summaries than this kept in memory start the cache afresh (a few tens of megabytes at most). */
const SUMMARY_CACHE_MAX = 20_000;

/** Which groups a search type answers and where its words may match. */
function scope(type: SearchQuery['type']): Pick<IndexQuery, 'categories' | 'fields' | 'requiredField'> {
  switch (type) {
    case 'hospital':
    case 'pharmacy':
    case 'laboratory':
      return { categories: [categoryCodes[type]], fields: ALL_FIELDS };
    case 'specialty':
      return {
        categories: [categoryCodes.hospital],
        fields: Field.specialty | Field.place,
        requiredField: Field.specialty,
      };
    case 'doctor':
      return { categories: [categoryCodes.hospital], fields: Field.doctor | Field.place, requiredField: Field.doctor };
    case 'test':
      return { categories: [categoryCodes.laboratory], fields: Field.test | Field.place, requiredField: Field.test };
    default:
      return { categories: allCategories, fields: ALL_FIELDS };
  }
}

/**
 * Name search over the in-memory index, with each facility's summary serialized once per
 * directory version and duty week: a search never seen before costs the ranking and a lookup,
 * and only summaries not yet serialized are read from PostgreSQL.
 */
export function createDirectorySearch(db: Db, store: SearchIndexStore) {
  let summaries: { key: string; json: Map<number, string> } = { key: '', json: new Map() };

  async function summaryJson(ids: number[], version: string, week: TimeWindow): Promise<Map<number, string>> {
    const key = `${version}|${week.start.getTime()}`;
    if (summaries.key !== key || summaries.json.size > SUMMARY_CACHE_MAX) summaries = { key, json: new Map() };
    const cache = summaries;
    const missing = ids.filter((id) => !cache.json.has(id));
    if (missing.length > 0) {
      const rows = await queryRows<FacilitySummaryRow>(
        db,
        sql`SELECT ${summaryColumns(week)} FROM ${summaryFrom} WHERE f.id IN (${sql.join(
          missing.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const row of rows) cache.json.set(row.id, JSON.stringify(toFacilitySummary(row)));
    }
    return cache.json;
  }

  return async function search(query: SearchQuery, version: string, week: TimeWindow): Promise<SerializedJson> {
    const { index } = await store.at(version);
    const groups = runIndexQuery(index, {
      text: query.q,
      ...scope(query.type),
      regionId: query.region,
      divisionId: query.division,
      subdivisionId: query.subdivision,
      near: query.near,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const json = await summaryJson(
      groups.flatMap((group) => group.ids),
      version,
      week,
    );
    // A facility changed between the ranking and the read is left out rather than sent half-known.
    const list = (ids: number[]) => `[${ids.flatMap((id) => json.get(id) ?? []).join(',')}]`;
    const data = groupNames.map((name, i) => `${JSON.stringify(name)}:${list(groups[i]!.ids)}`).join(',');
    const totals = Object.fromEntries(groupNames.map((name, i) => [name, groups[i]!.total]));
    const meta = JSON.stringify({ page: query.page, limit: query.limit, totals });
    return new SerializedJson(`{"data":{${data}},"meta":${meta}}`);
  };
}
export type DirectorySearch = ReturnType<typeof createDirectorySearch>;
