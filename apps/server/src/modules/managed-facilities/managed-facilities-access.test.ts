import { createFacility, createFacilityManager, createSpecialDate } from '@hc/db/factories';
import type { ApiError, ManagedFacility } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { callAs, createManagerScene, type ManagerScene } from './managed-facilities.fixtures';

/**
 * Issue 35's scope: every `/api/my/facilities…` operation × anonymous, a manager of another facility (same
 * region, another region), a revoked manager, an admin who manages nothing, and the facility's manager.
 */

let t: TestApp;
let scene: ManagerScene;
const clock = createFakeClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  scene = await createManagerScene(t);
});
afterAll(() => t.close());

type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  success: number;
  /** The URL and body of one call on the pharmacy (made fresh per call: a date to change, the version read). */
  request: () => Promise<{ url: string; payload?: unknown }>;
};

let day = 0;
/** A new date each time, so special dates added by the calls never overlap. */
const nextDate = () => new Date(Date.UTC(2027, 0, 1 + day++)).toISOString().slice(0, 10);
const base = () => `/api/my/facilities/${scene.pharmacy.id}`;
const freshDate = async () =>
  (await createSpecialDate(t.database.db, { facilityId: scene.pharmacy.id, startsOn: nextDate() })).id;
async function currentVersion(): Promise<number> {
  const response = await callAs(t)(scene.manager.cookie, 'GET', base());
  return response.json<{ data: ManagedFacility }>().data.version;
}

const operations: Operation[] = [
  { method: 'GET', route: '/api/my/facilities/:id', success: 200, request: async () => ({ url: base() }) },
  {
    method: 'PATCH',
    route: '/api/my/facilities/:id',
    success: 200,
    request: async () => ({ url: base(), payload: { version: await currentVersion(), beds: 3 } }),
  },
  {
    method: 'POST',
    route: '/api/my/facilities/:id/proposals',
    success: 201,
    request: async () => ({ url: `${base()}/proposals`, payload: { name: 'Pharmacie du Grand Marché' } }),
  },
  {
    method: 'POST',
    route: '/api/my/facilities/:id/confirm',
    success: 200,
    request: async () => ({ url: `${base()}/confirm` }),
  },
  {
    method: 'GET',
    route: '/api/my/facilities/:id/duty-periods',
    success: 200,
    request: async () => ({ url: `${base()}/duty-periods` }),
  },
  {
    method: 'GET',
    route: '/api/my/facilities/:id/special-dates',
    success: 200,
    request: async () => ({ url: `${base()}/special-dates` }),
  },
  {
    method: 'POST',
    route: '/api/my/facilities/:id/special-dates',
    success: 201,
    request: async () => ({ url: `${base()}/special-dates`, payload: { startsOn: nextDate(), kind: 'closed' } }),
  },
  {
    method: 'PATCH',
    route: '/api/my/facilities/:id/special-dates/:dateId',
    success: 200,
    request: async () => ({
      url: `${base()}/special-dates/${await freshDate()}`,
      payload: { startsOn: nextDate(), kind: 'closed', reason: 'Inventory' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/my/facilities/:id/special-dates/:dateId',
    success: 200,
    request: async () => ({ url: `${base()}/special-dates/${await freshDate()}` }),
  },
];

describe('the facility manager scope', () => {
  it('covers every operation of the manager’s space, each signed-in only', () => {
    const routes = t.app.accessRules
      .filter((rule) => rule.url.startsWith('/api/my/facilities'))
      .map((rule) => `${rule.method} ${rule.url} ${rule.access}`)
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/my/facilities signed-in',
        ...operations.map((operation) => `${operation.method} ${operation.route} signed-in`),
      ].sort(),
    );
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.route}`, operation] as const))(
    '%s: 401 anonymous, 404 to anyone but the facility’s active manager, whatever the role',
    async (_name, operation) => {
      const call = callAs(t);
      const outsiders = {
        'manager of another facility in the region': scene.neighbourManager.cookie,
        'manager of a facility in another region': scene.distantManager.cookie,
        'revoked manager': scene.revokedManager.cookie,
        'admin without a manager link': scene.admin.cookie,
      };
      const anonymous = await operation.request();
      const refused = await call(null, operation.method, anonymous.url, anonymous.payload);
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json<ApiError>().error.code).toBe('unauthenticated');
      for (const [who, cookie] of Object.entries(outsiders)) {
        const { url, payload } = await operation.request();
        const response = await call(cookie, operation.method, url, payload);
        expect({ who, status: response.statusCode }, response.body).toEqual({ who, status: 404 });
        expect(response.json<ApiError>().error.code).toBe('not_found');
      }
      const { url, payload } = await operation.request();
      const allowed = await call(scene.manager.cookie, operation.method, url, payload);
      expect(allowed.statusCode, allowed.body).toBe(operation.success);
    },
  );

  it('lists only the account’s own active links; anonymous is 401', async () => {
    const call = callAs(t);
    expect((await call(null, 'GET', '/api/my/facilities')).statusCode).toBe(401);
    const names = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/my/facilities')).json<{ data: { name: string }[] }>().data.map((f) => f.name);
    expect(await names(scene.manager.cookie)).toEqual(['Pharmacie du Marché']);
    expect(await names(scene.neighbourManager.cookie)).toEqual(['Pharmacie Voisine']);
    expect(await names(scene.revokedManager.cookie)).toEqual([]);
    expect(await names(scene.admin.cookie)).toEqual([]);
  });

  it('answers 404 for an archived facility, even to its manager', async () => {
    const archived = await createFacility(t.database.db, { category: 'pharmacy', archivedAt: new Date('2026-10-01') });
    await createFacilityManager(t.database.db, { facilityId: archived.id, userId: scene.manager.account.id });
    const response = await callAs(t)(scene.manager.cookie, 'GET', `/api/my/facilities/${archived.id}`);
    expect(response.statusCode).toBe(404);
    const list = await callAs(t)(scene.manager.cookie, 'GET', '/api/my/facilities');
    expect(list.json<{ data: { id: number }[] }>().data.map((f) => f.id)).not.toContain(archived.id);
  });
});
