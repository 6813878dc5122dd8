import type { Recalled, VersionMemo } from './version-memo';

/** A page's ids as one statement read them, with the version of the data that statement saw. */
export type VersionedIds = { version: string; ids: number[] };

/**
 * One page of a back-office list whose total is remembered per filter set for one version of its data
 * (`createVersionMemo`). The page's statement reads the version in its own snapshot: a remembered total is
 * used only when that version is the one it was counted at, so it is never staler than the page beside it,
 * whichever process wrote last. Otherwise the total is counted again (with its version, in one statement) and
 * the page read after it. A filter set asked again at the same version costs one statement instead of a count.
 */
export async function pageWithRememberedTotal<Total = number>(options: {
  memo: VersionMemo<Total>;
  key: string;
  /** The total (a count, or counts) and the version it is true of. */
  count: () => Promise<Recalled<Total>>;
  page: (total: Total) => Promise<VersionedIds>;
}): Promise<{ total: Total; ids: number[] }> {
  const known = options.memo.recall(options.key);
  if (known) {
    const read = await options.page(known.value);
    if (read.version === known.version) return { total: known.value, ids: read.ids };
  }
  const counted = await options.count();
  options.memo.remember(counted.version, options.key, counted.value);
  return { total: counted.value, ids: (await options.page(counted.value)).ids };
}
