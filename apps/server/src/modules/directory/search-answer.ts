import type { SearchQuery, TimeWindow } from '@hc/shared';
import { SerializedJson } from '../../lib/public-read';
import type { IndexQuery } from './search/run-query';
import { ALL_FIELDS, categoryCodes, Field, type CategoryCode } from './search/search-index';
import type { SearchIndexStore } from './search/search-index-store';
import type { SearchRanker } from './search/search-ranker';
import type { SummaryCache } from './summary/summary-cache';

const groupNames = ['hospitals', 'pharmacies', 'laboratories'] as const;
// The answer's fixed pieces, as bytes: `{"data":{"hospitals":[…],"pharmacies":[…],"laboratories":[…]},"meta":…}`.
const OPEN_DATA = Buffer.from('{"data":{');
const GROUP_OPENINGS = groupNames.map((name, i) => Buffer.from(`${i > 0 ? ',' : ''}${JSON.stringify(name)}:[`));
const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');
const allCategories: CategoryCode[] = [categoryCodes.hospital, categoryCodes.pharmacy, categoryCodes.laboratory];

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

/** What the index is asked for a search request (also used by `npm run bench:ranking`). */
export function indexQueryOf(query: SearchQuery): IndexQuery {
  return {
    text: query.q,
    ...scope(query.type),
    regionId: query.region,
    divisionId: query.division,
    subdivisionId: query.subdivision,
    near: query.near,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}

/**
 * Name search over the in-memory index, answered from summaries serialized once per directory
 * version and duty week: a search never seen before costs the ranking and copying their bytes.
 */
export function createDirectorySearch(store: SearchIndexStore, ranker: SearchRanker, summaries: SummaryCache) {
  return async function search(query: SearchQuery, version: string, week: TimeWindow): Promise<SerializedJson> {
    const indexed = await store.at(version);
    const groups = await ranker.rank(indexed, indexQueryOf(query));
    const json = await summaries.get(
      groups.flatMap((group) => group.ids),
      version,
      week,
      indexed.index.size,
    );
    // A facility changed between the ranking and the read is left out rather than sent half-known.
    const parts: Buffer[] = [OPEN_DATA];
    for (let g = 0; g < groupNames.length; g++) {
      parts.push(GROUP_OPENINGS[g]!);
      let first = true;
      for (const id of groups[g]!.ids) {
        const summary = json.get(id);
        if (!summary) continue;
        if (!first) parts.push(COMMA);
        parts.push(summary);
        first = false;
      }
      parts.push(CLOSE_LIST);
    }
    const totals = Object.fromEntries(groupNames.map((name, i) => [name, groups[i]!.total]));
    parts.push(Buffer.from(`},"meta":${JSON.stringify({ page: query.page, limit: query.limit, totals })}}`));
    return new SerializedJson(Buffer.concat(parts));
  };
}
export type DirectorySearch = ReturnType<typeof createDirectorySearch>;
