import type { SearchQuery, TimeWindow } from '@hc/shared';
import { SerializedJson } from '../../lib/public-read';
import { findNearest } from './search/nearest';
import type { IndexQuery } from './search/run-query';
import { ALL_FIELDS, categoryCodes, Field, type CategoryCode } from './search/search-index';
import type { SearchIndexStore } from './search/search-index-store';
import type { SearchRanker } from './search/search-ranker';
import { words } from './search/text';
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

/** A search by name or by type has a nearest of its kind; one by specialty, test or doctor has none to offer. */
function offersNearest(type: SearchQuery['type']): boolean {
  return type === undefined || type === 'hospital' || type === 'pharmacy' || type === 'laboratory';
}

/** The query's words as typed ("Nkolndongo"), kept where their folded words are all among `folded`; null when none are. */
function typedWords(text: string, folded: readonly string[]): string | null {
  const kept = text
    .split(/\s+/)
    .filter((token) => {
      const tokenWords = words(token);
      return tokenWords.length > 0 && tokenWords.every((word) => folded.includes(word));
    })
    .join(' ');
  return kept || null;
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
    const indexQuery = indexQueryOf(query);
    const groups = await ranker.rank(indexed, indexQuery);
    // Nothing at all: the nearest of that kind instead of an empty page (a scan of one kind's facilities, on
    // this thread: only searches that found nothing pay it).
    const isEmpty = query.page === 1 && groups.every((group) => group.total === 0);
    const nearest = isEmpty && offersNearest(query.type) ? findNearest(indexed.index, indexQuery) : null;
    const json = await summaries.get(
      [...groups.flatMap((group) => group.ids), ...(nearest?.ids ?? [])],
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
    parts.push(Buffer.from(`},"meta":${JSON.stringify({ page: query.page, limit: query.limit, totals })}`));
    const offered = nearest ? nearest.ids.flatMap((id) => json.get(id) ?? []) : [];
    if (nearest && offered.length > 0) {
      const head = { basis: nearest.basis, place: typedWords(query.q, nearest.placeWords) };
      parts.push(Buffer.from(`,"nearest":${JSON.stringify(head).slice(0, -1)},"facilities":[`));
      offered.forEach((summary, k) => parts.push(...(k > 0 ? [COMMA, summary] : [summary])));
      parts.push(Buffer.from(']}'));
    }
    parts.push(Buffer.from('}'));
    return new SerializedJson(Buffer.concat(parts));
  };
}
export type DirectorySearch = ReturnType<typeof createDirectorySearch>;
