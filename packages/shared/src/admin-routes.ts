/**
 * Every page of the back-office, relative to /admin-dashboard: the admin router renders exactly these
 * (apps/web/src/admin/admin-app.tsx and its sections type their routes by them), and the server answers
 * 200 to a reload or a link of any of them (`isKnownPagePath`). `:name` is one path segment.
 */
export const adminPagePaths = [
  '',
  'employees',
  'employees/new',
  'employees/:id/edit',
  'outbox',
  'facilities',
  'facilities/import',
  'facilities/duplicates',
  'facilities/:id',
  'facilities/new',
  'facilities/:id/edit',
  'pharmacy-calls',
  'pharmacy-calls/new',
  'pharmacy-calls/duty-groups',
  'pharmacy-calls/import',
  'pharmacy-calls/:id/edit',
  'doctors',
  'patients',
  'patients/new',
  'patients/:id',
  'patients/:id/edit',
  'corrections',
  'facility-claims',
  'facility-claims/:id',
  'facility-managers',
  'analytics',
  'website-data',
  'app-data',
  'logs',
  'profile',
] as const;
export type AdminPagePath = (typeof adminPagePaths)[number];

/** The sections with routes of their own (`bookings/*`), and their pages relative to the section. */
export const adminSectionPagePaths = {
  bookings: ['', 'new', ':id'],
  payments: ['', 'new'],
  claims: ['', 'new', ':id'],
} as const;
export type AdminRouteSection = keyof typeof adminSectionPagePaths;
export type AdminSectionPagePath<S extends AdminRouteSection> = (typeof adminSectionPagePaths)[S][number];

export const ADMIN_BASE_PATH = '/admin-dashboard';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (path: string) =>
  new RegExp(
    `^${escape(ADMIN_BASE_PATH)}${path
      .split('/')
      .filter(Boolean)
      .map((segment) => `/${segment.startsWith(':') ? '[^/]+' : escape(segment)}`)
      .join('')}$`,
  );

/** The patterns of every back-office page, full paths. */
export const adminPagePatterns: RegExp[] = [
  ...adminPagePaths,
  ...Object.entries(adminSectionPagePaths).flatMap(([section, pages]) =>
    pages.map((page) => (page === '' ? section : `${section}/${page}`)),
  ),
].map(patternOf);
