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

import { isStaffRole, staffRoles, type StaffRole } from './staff-roles';

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

/**
 * Four eyes (issue 36, as the Kenya Master Facility List does): the actions that publish something on
 * the word of staff take a second person. Whoever proposed it (created the facility, submitted the
 * doctor's verification) may not be the one who approves it.
 */
export const fourEyesActions = ['facility.publish', 'doctor.activate'] as const;
export type FourEyesAction = (typeof fourEyesActions)[number];

/** Per action, the roles of approvers who need a second person; a role left out may approve its own proposal. */
export type FourEyesRules = Record<FourEyesAction, readonly StaffRole[]>;

/** The default: every staff role, for both actions (a deployment may relax it by environment configuration). */
export const defaultFourEyesRules: FourEyesRules = {
  'facility.publish': staffRoles,
  'doctor.activate': staffRoles,
};

/** What a refused approval is told as (a field code of the 409): the approver is the proposer. */
export const FOUR_EYES_REFUSAL = 'same_person' as const;

/**
 * Why the approver may not approve this proposal (`same_person`), or null when they may: the rule covers
 * their role and they proposed it. A proposal whose proposer is unknown (open data, a seed) needs no
 * second person: there is no first one among staff.
 */
export function fourEyesRefusal(
  rules: FourEyesRules,
  action: FourEyesAction,
  approver: { id: number; role: string },
  proposerIds: readonly (number | null)[],
): typeof FOUR_EYES_REFUSAL | null {
  if (!isStaffRole(approver.role) || !rules[action].includes(approver.role)) return null;
  return proposerIds.includes(approver.id) ? FOUR_EYES_REFUSAL : null;
}

/**
 * Reads one action's rule as written in the environment: `all`, `none`, or staff roles separated by
 * commas (`manager,support`). Null when it is none of these (the configuration check names it).
 */
export function parseFourEyesRoles(text: string): StaffRole[] | null {
  const value = text.trim().toLowerCase();
  if (value === 'all') return [...staffRoles];
  if (value === 'none') return [];
  const roles = value.split(',').map((role) => role.trim());
  return roles.every(isStaffRole) ? [...new Set(roles)] : null;
}
