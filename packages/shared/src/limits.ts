export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const FEATURED_MAX = 10;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_QUERY_MAX = 100;
/** The deepest page a search answers: 100 pages of up to 50, far beyond what anyone reads. */
export const SEARCH_PAGE_MAX = 100;
export const NAME_MAX = 200;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 4;
export const NEAR_RADIUS_KM_DEFAULT = 10;
export const NEAR_RADIUS_KM_MAX = 200;
/**
 * The smallest radius a "near" list takes (10 m). Below it nothing is near anyway, and a radius close to
 * zero (2.5e-323) makes PostgreSQL's earth_box underflow: a 500 instead of an answer.
 */
export const NEAR_RADIUS_KM_MIN = 0.01;
/** Spec 01 §9: the map centre used when a facility has no valid coordinates (Yaoundé). */
export const DEFAULT_MAP_CENTRE = { latitude: 3.848, longitude: 11.5021 } as const;
/** Cameroon's time zone: UTC+1 all year, no daylight saving. */
export const DIRECTORY_TIME_ZONE = 'Africa/Douala';

/** Longest text a back-office list's search box accepts. */
export const ADMIN_SEARCH_MAX = 100;

/** Most lines one published duty list (pasted or uploaded) may hold: a large town's month fits many times. */
export const ROTA_IMPORT_MAX_LINES = 500;
/** Largest published duty list accepted, pasted or uploaded (500 lines of ~100 characters is ~50 KB). */
export const ROTA_IMPORT_MAX_BYTES = 200 * 1024;

/** Special dates (issue 35): the longest range one covers (both ends counted), its reason, its intervals. */
export const SPECIAL_DATE_MAX_DAYS = 366;
export const SPECIAL_DATE_REASON_MAX = 200;
export const SPECIAL_DATE_INTERVALS_MAX = 4;
/** The current and coming special dates a public summary or detail carries, soonest first. */
export const PUBLIC_SPECIAL_DATES_MAX = 10;
