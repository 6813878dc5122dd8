/**
 * What a back-office account may do, one permission per area and verb. Routes declare the permission
 * they need; roles grant sets of them (issue 11). `read` lets an account see an area, `write` change it.
 */
export const permissions = [
  'overview:read',
  'facilities:read',
  'facilities:write',
  'corrections:read',
  'corrections:write',
  'rota:read',
  'rota:write',
  'doctors:read',
  'doctors:write',
  'patients:read',
  'patients:write',
  'employees:read',
  'employees:write',
  'bookings:read',
  'bookings:write',
  'claims:read',
  'claims:write',
  'payments:read',
  'payments:write',
  'logs:read',
  'analytics:read',
  /** Marking crash reports resolved or open again. */
  'analytics:write',
  'outbox:read',
] as const;
export type Permission = (typeof permissions)[number];

import { isStaffRole, type StaffRole } from './staff-roles';

export { isStaffRole, staffRoles, type StaffRole } from './staff-roles';

const readEverything = permissions.filter((p) => p.endsWith(':read') && p !== 'outbox:read');

/**
 * admin: everything, including employees and the outbox. manager: facilities, corrections, the on-call
 * rota and doctors. support: reads everything (but employees' and the outbox's mail), and works
 * bookings and claims. developer: system logs and analytics (and marks crash reports resolved).
 */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  manager: [
    'overview:read',
    'facilities:read',
    'facilities:write',
    'corrections:read',
    'corrections:write',
    'rota:read',
    'rota:write',
    'doctors:read',
    'doctors:write',
  ],
  support: [...readEverything.filter((p) => p !== 'employees:read'), 'bookings:write', 'claims:write'],
  developer: ['overview:read', 'logs:read', 'analytics:read', 'analytics:write'],
};

/** Roles whose accounts may be limited to one region (they then see and change only its records). */
export const regionScopedRoles = ['manager', 'support'] as const satisfies readonly StaffRole[];

export function hasPermission(role: string, permission: Permission): boolean {
  return isStaffRole(role) && rolePermissions[role].includes(permission);
}

/** Whose personal data an answer may carry: names, contacts, identity numbers, health details. */
export const personKinds = ['patient', 'doctor', 'staff'] as const;
export type PersonKind = (typeof personKinds)[number];

/**
 * The one table of who may see whose personal data (issue 31): a role sees a person's identity only with
 * the read permission of that person's records. Without it, answers carry the record's id (a pseudonym the
 * caller cannot resolve) or aggregates. The access-matrix test reads this table.
 */
export const personalDataPermission: Record<PersonKind, Permission> = {
  patient: 'patients:read',
  doctor: 'doctors:read',
  staff: 'employees:read',
};

export function maySeePersonalData(role: string, kind: PersonKind): boolean {
  return hasPermission(role, personalDataPermission[kind]);
}

/** The system log in full (emails, addresses, names in messages) needs every kind; others read it pseudonymised. */
export function maySeeEveryone(role: string): boolean {
  return personKinds.every((kind) => maySeePersonalData(role, kind));
}
