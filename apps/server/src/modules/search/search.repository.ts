import type { SearchQuery, TimeWindow } from '@hc/shared';
import { SerializedJson } from '../../lib/public-read';
import { runIndexQuery, type IndexQuery } from '../../lib/search/run-query';
import { ALL_FIELDS, categoryCodes, Field, type CategoryCode } from '../../lib/search/search-index';
import type { SearchIndexStore } from '../../lib/search/search-index-store';
import type { SummaryCache } from '../../lib/search/summary-cache';

const groupNames = ['hospitals', 'pharmacies', 'laboratories'] as const;
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

/**
 * Name search over the in-memory index, answered from summaries serialized once per directory
 * version and duty week: a search never seen before costs the ranking and a lookup.
 */
export function createDirectorySearch(store: SearchIndexStore, summaries: SummaryCache) {
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
    const json = await summaries.get(
      groups.flatMap((group) => group.ids),
      version,
      week,
      index.size,
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
