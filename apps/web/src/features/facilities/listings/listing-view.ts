/**
 * How a listing shows its results: a list of cards (the default) or a map. Kept in the URL as
 * `view=map` so Back and a shared link keep it; never sent to the API (it only changes the page size).
 */
export type ListingView = 'list' | 'map';

export const VIEW_PARAM = 'view';

/** Anything but `map` (absent, misspelt) is the list. */
export function parseView(value: string | null | undefined): ListingView {
  return value === 'map' ? 'map' : 'list';
}
