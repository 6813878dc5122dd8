import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

type Caller = 'anonymous' | 'patient' | 'doctor' | 'staff' | 'admin';
const callers: Caller[] = ['anonymous', 'patient', 'doctor', 'staff', 'admin'];

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['patient', 'doctor', 'staff', 'admin'] as const)
    cookies[role] = (await signedInAs(t, role)).cookie;
});
afterAll(() => t.close());

function expected(access: string, caller: Caller): 'unauthenticated' | 'forbidden' | 'allowed' {
  if (caller === 'anonymous') return 'unauthenticated';
  if (access === 'signed-in') return 'allowed';
  if (access === 'staff') return caller === 'staff' || caller === 'admin' ? 'allowed' : 'forbidden';
  if (access === 'admin') return caller === 'admin' ? 'allowed' : 'forbidden';
  return 'allowed';
}

describe('access control on every guarded route', () => {
  it('has admin routes to check, each with a declared rule', () => {
    const adminRules = t.app.accessRules.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRules.length).toBeGreaterThan(5);
    for (const rule of adminRules) expect(['signed-in', 'staff', 'admin']).toContain(rule.access);
  });

  it('keeps the rule of every route the back-office and the account use', () => {
    const rules = t.app.accessRules.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    expect(rules).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me signed-in',
        'GET /api/admin/overview staff',
        'GET /api/admin/profile staff',
        'PATCH /api/admin/profile staff',
        'POST /api/admin/profile/password staff',
        'PATCH /api/admin/profile/notifications staff',
        'POST /api/admin/profile/two-factor/setup staff',
        'POST /api/admin/profile/two-factor/enable staff',
        'POST /api/admin/profile/two-factor/disable staff',
        'GET /api/admin/profile/login-activity staff',
        'DELETE /api/admin/profile/sessions/:sessionId staff',
        'GET /api/admin/logs staff',
        'GET /api/admin/logs/export staff',
        'GET /api/admin/facilities staff',
        'POST /api/admin/facilities staff',
        'GET /api/admin/facilities/:id staff',
        'PATCH /api/admin/facilities/:id staff',
        'DELETE /api/admin/facilities/:id staff',
        'GET /api/admin/facilities/:id/history staff',
        'POST /api/admin/facilities/:id/approve staff',
        'POST /api/admin/facilities/:id/suspend staff',
        'POST /api/admin/facilities/:id/reactivate staff',
        'POST /api/admin/facilities/:id/restore admin',
        'GET /api/admin/facilities/export.csv staff',
        'GET /api/admin/facilities/export.geojson staff',
        'POST /api/admin/facilities/import staff',
        'GET /api/admin/facilities/duplicates staff',
        'POST /api/admin/facilities/:id/merge admin',
        'GET /api/admin/corrections staff',
        'POST /api/admin/corrections/:id/accept staff',
        'POST /api/admin/corrections/:id/reject staff',
      ]),
    );
  });

  it('answers 401, 403 or lets through exactly as each rule says, for every caller', async () => {
    const guardedRules = t.app.accessRules.filter((r) => r.access !== 'public');
    for (const rule of guardedRules) {
      const url = rule.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'sessionId' ? 'f'.repeat(64) : '999999'));
      for (const caller of callers) {
        const response = await t.app.inject({
          method: rule.method as 'GET',
          url,
          headers: cookies[caller] ? { cookie: cookies[caller] } : {},
          ...(rule.method === 'GET' || rule.method === 'DELETE' ? {} : { payload: {} }),
        });
        const outcome =
          response.statusCode === 401 ? 'unauthenticated' : response.statusCode === 403 ? 'forbidden' : 'allowed';
        expect({ route: `${rule.method} ${rule.url}`, caller, outcome }).toEqual({
          route: `${rule.method} ${rule.url}`,
          caller,
          outcome: expected(rule.access, caller),
        });
      }
    }
  });

  it('refuses to start when an admin route declares no rule', async () => {
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config');
    const app = await buildApp({ db: t.database.db, config: loadConfig({ LOG_LEVEL: 'silent' }) });
    app.register(async (scope) => {
      scope.get('/api/admin/unguarded', async () => ({ data: 'oops' }));
    });
    await expect(app.ready()).rejects.toThrow(/no access rule/);
  });
});
