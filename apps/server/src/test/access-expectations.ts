import { hasPermission, isStaffRole, type Permission, type UserRole } from '@hc/shared';
import { createRegion } from '@hc/db/factories';
import { signedInAs } from './accounts';
import type { TestApp } from './test-app';

/** Who calls: nobody, each role, and the two roles that may be limited to one region, so limited. */
export const callers = [
  'anonymous',
  'patient',
  'doctor',
  'admin',
  'manager',
  'support',
  'developer',
  'regional manager',
  'regional support',
] as const;
export type Caller = (typeof callers)[number];

export const roleOf = (caller: Caller): string => caller.replace('regional ', '');
export const isRegional = (caller: Caller) => caller.startsWith('regional');

/** One signed-in account per caller (none for anonymous); the regional ones limited to `regionId` (a new region by default). */
export async function signInCallers(t: TestApp, regionId?: number) {
  const scopeRegionId = regionId ?? (await createRegion(t.database.db)).id;
  const cookies: Partial<Record<Caller, string>> = {};
  for (const caller of callers) {
    if (caller === 'anonymous') continue;
    const scope = isRegional(caller) ? { scopeRegionId } : {};
    cookies[caller] = (await signedInAs(t, roleOf(caller) as UserRole, scope)).cookie;
  }
  return cookies;
}

/** What the route's rule lets the caller do: a region limit narrows the records, and closes country-wide operations. */
export function expectedOutcome(
  { access, countryWide }: { access: string; countryWide: boolean },
  caller: Caller,
): 'unauthenticated' | 'forbidden' | 'allowed' {
  if (caller === 'anonymous') return 'unauthenticated';
  const role = roleOf(caller);
  if (countryWide && isRegional(caller) && hasPermission(role, access as Permission)) return 'forbidden';
  if (access === 'signed-in') return 'allowed';
  if (access === 'staff') return isStaffRole(role) ? 'allowed' : 'forbidden';
  if (access === 'admin') return role === 'admin' ? 'allowed' : 'forbidden';
  return hasPermission(role, access as Permission) ? 'allowed' : 'forbidden';
}

export const outcomeOf = (status: number) =>
  status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'allowed';
