import { NEAR_RADIUS_KM_MAX, PAGE_SIZE_MAX, normalizeSearchQuery, type FacilityCategory } from '@hc/shared';
import type { ListParams } from '../api/facility-list';
import type { FilterKey, ListingState } from './listing-state';
import { VIEW_PARAM, type ListingView } from './listing-view';
import { labSavedFilters, onCallSavedPlace, pharmacySavedFilters, type SavedFiltersSpec } from './saved-filters';

export const LISTING_PAGE_SIZE = 20;

export type ListingId = 'pharmaciesOnCall' | 'pharmacies' | 'laboratories' | 'hospitals';

/** What differs between the four listing pages of spec 02 §2. */
export type ListingConfig = {
  id: ListingId;
  category: FacilityCategory;
  /** `titles.*` in the common namespace (the h1, as the tab title). */
  titleKey: string;
  /** The filters it offers, which are also the URL parameters it reads. */
  filters: readonly FilterKey[];
  saved?: SavedFiltersSpec;
  detailPath: (id: number) => string;
  containerClass: string;
  /** The pharmacy map action and the duty period on each card. */
  showMapAction: boolean;
  showDutyPeriod: boolean;
  /**
   * URL parameters outside the filters kept across filter changes: the on-call `at` (cleared by Reset)
   * and the list/map choice `view` (kept by Reset: it is how the results show, not what they are).
   */
  keptParams: readonly string[];
};

const pageContainer = 'max-w-[1200px]';

export const listingConfigs: Record<ListingId, ListingConfig> = {
  pharmaciesOnCall: {
    id: 'pharmaciesOnCall',
    category: 'pharmacy',
    titleKey: 'pharmaciesOnCall',
    filters: ['region', 'division', 'subdivision', 'openNow'],
    saved: onCallSavedPlace,
    detailPath: (id) => `/pharmacies/${id}`,
    containerClass: pageContainer,
    showMapAction: true,
    showDutyPeriod: true,
    keptParams: ['at', VIEW_PARAM],
  },
  pharmacies: {
    id: 'pharmacies',
    category: 'pharmacy',
    titleKey: 'pharmacies',
    filters: ['query', 'region', 'division', 'subdivision', 'onCall', 'openNow', 'confirmed', 'sort'],
    saved: pharmacySavedFilters,
    detailPath: (id) => `/medical-facilities/pharmacies/${id}`,
    containerClass: pageContainer,
    showMapAction: true,
    showDutyPeriod: false,
    keptParams: [VIEW_PARAM],
  },
  laboratories: {
    id: 'laboratories',
    category: 'laboratory',
    titleKey: 'laboratories',
    filters: ['query', 'region', 'division', 'test', 'openNow', 'confirmed', 'sort'],
    saved: labSavedFilters,
    detailPath: (id) => `/medical-facilities/laboratories/${id}`,
    containerClass: pageContainer,
    showMapAction: false,
    showDutyPeriod: false,
    keptParams: [VIEW_PARAM],
  },
  hospitals: {
    id: 'hospitals',
    category: 'hospital',
    titleKey: 'hospitals',
    filters: [
      'query',
      'region',
      'division',
      'subdivision',
      'facilityType',
      'specialty',
      'openNow',
      'confirmed',
      'sort',
    ],
    detailPath: (id) => `/hospitals/${id}`,
    // Spec 02 §2: the hospitals page container defaults to 6xl.
    containerClass: 'max-w-6xl',
    showMapAction: false,
    showDutyPeriod: false,
    keptParams: [VIEW_PARAM],
  },
};

/** The on-call endpoint is used instead of an onCall parameter (spec 02 §7). */
export const isOnCallList = (config: ListingConfig, state: ListingState) =>
  config.id === 'pharmaciesOnCall' || (config.filters.includes('onCall') && state.onCall);

/** The on-call list keeps its duty order: the sort applies to the other lists only. */
export const isSortable = (config: ListingConfig, state: ListingState) =>
  config.filters.includes('sort') && !isOnCallList(config, state);

/**
 * The API call for a listing's state: path and query parameters (spec 02 §7). `at` (the on-call
 * list's instant, ISO 8601 with an offset) is sent when given; without it the server answers for now.
 * `near` ("lat,lng") is the visitor's position, given only while "Use my location" is on: nearest
 * first needs it, and the on-call list sends it too. The map view asks for the first page at the API's
 * largest size: as many results as one request can put on the map, with no pager.
 */
export function listingRequest(
  config: ListingConfig,
  state: ListingState,
  at?: string | null,
  near?: string | null,
  view: ListingView = 'list',
): { path: string; params: ListParams } {
  const has = (key: FilterKey) => config.filters.includes(key);
  const sort = isSortable(config, state) && (state.sort !== 'distance' || near) ? state.sort : 'useful';
  const query = has('query') ? normalizeSearchQuery(state.query) : '';
  const isOnCall = isOnCallList(config, state);
  const nearParam = sort === 'distance' || isOnCall ? (near ?? undefined) : undefined;
  const params: ListParams = {
    query: query || undefined,
    region: state.region,
    division: has('division') ? state.division : undefined,
    subdivision: has('subdivision') ? state.subdivision : undefined,
    // Read from the URL only by the listing that offers it (the hospitals).
    facilityType: state.facilityType,
    specialty: has('specialty') ? state.specialty : undefined,
    testType: has('test') ? state.test : undefined,
    openNow: has('openNow') && state.openNow ? true : undefined,
    confirmed: has('confirmed') && state.confirmed ? true : undefined,
    page: view === 'map' ? 1 : state.page,
    pageSize: view === 'map' ? PAGE_SIZE_MAX : LISTING_PAGE_SIZE,
    at: config.keptParams.includes('at') && at ? at : undefined,
    // Most useful first is the server's default.
    sort: sort === 'useful' ? undefined : sort,
    near: nearParam,
    // Nearest first orders the list; it should not also hide what is beyond the default 10 km.
    radiusKm: nearParam && NEAR_RADIUS_KM_MAX,
  };
  const path =
    config.category === 'pharmacy'
      ? isOnCallList(config, state)
        ? '/api/pharmacies/on-call'
        : '/api/pharmacies'
      : config.category === 'laboratory'
        ? '/api/laboratories'
        : '/api/hospitals';
  return { path, params };
}
