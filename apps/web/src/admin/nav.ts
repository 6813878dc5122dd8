import { hasPermission, type Permission } from '@hc/shared/permissions';

/**
 * The back-office sections (spec 02 §2), in sidebar order. `key` names the label (admin:nav.*);
 * `permission` is what a role needs to see the section (the server enforces the same on every call).
 */
export const adminSections = [
  { key: 'overview', path: '', permission: 'overview:read' },
  { key: 'doctors', path: 'doctors', permission: 'doctors:read' },
  { key: 'bookings', path: 'bookings', permission: 'bookings:read' },
  { key: 'pharmacyCalls', path: 'pharmacy-calls', permission: 'rota:read' },
  { key: 'payments', path: 'payments', permission: 'payments:read' },
  { key: 'claims', path: 'claims', permission: 'claims:read' },
  { key: 'patients', path: 'patients', permission: 'patients:read' },
  { key: 'facilities', path: 'facilities', permission: 'facilities:read' },
  { key: 'corrections', path: 'corrections', permission: 'corrections:read' },
  { key: 'facilityClaims', path: 'facility-claims', permission: 'facilities:read' },
  { key: 'facilityManagers', path: 'facility-managers', permission: 'facilities:read' },
  { key: 'analytics', path: 'analytics', permission: 'analytics:read' },
  { key: 'employees', path: 'employees', permission: 'employees:read' },
  { key: 'websiteData', path: 'website-data', permission: 'analytics:read' },
  { key: 'appData', path: 'app-data', permission: 'analytics:read' },
  { key: 'logs', path: 'logs', permission: 'logs:read' },
  { key: 'outbox', path: 'outbox', permission: 'outbox:read' },
  { key: 'profile', path: 'profile', permission: null },
] as const satisfies readonly { key: string; path: string; permission: Permission | null }[];

export type AdminSection = (typeof adminSections)[number];

export const canSeeSection = (role: string, section: AdminSection): boolean =>
  section.permission === null || hasPermission(role, section.permission);

/** The section a back-office path belongs to (by its first segment under /admin-dashboard). */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  const segment = pathname.replace(/^\/admin-dashboard\/?/, '').split('/')[0] ?? '';
  return adminSections.find((section) => section.path === segment);
}
