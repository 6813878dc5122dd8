import type { UserRole } from './auth-enums';

/**
 * Roles that work in the back-office (employees). Apart from permissions.ts so that the public pages,
 * which only ask "may this account enter the back-office?", do not load the permission table.
 */
export const staffRoles = ['admin', 'manager', 'support', 'developer'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);
