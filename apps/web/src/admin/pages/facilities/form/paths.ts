import { useLocation } from 'react-router';

/** The Facilities section of the back-office and a facility's record page. */
export const FACILITIES_PATH = '/admin-dashboard/facilities';
export const facilityRecordPath = (id: number) => `${FACILITIES_PATH}/${id}`;

/**
 * The list's query string when the page was opened from a filtered list (react-router state
 * `{ listSearch: '?status=pending…' }`, as the list hands it to the record page), else ''.
 */
export function useListSearch(): string {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
    ? state.listSearch
    : '';
}
