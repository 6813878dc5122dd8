import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '@hc/shared';
import { callers, expectedOutcome, outcomeOf, signInCallers, type Caller } from './test/access-expectations';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  // Every guarded route × every caller comes from one address: more than a minute's public rate limit.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  cookies = await signInCallers(t);
});
afterAll(() => t.close());

describe('access control on every guarded route', () => {
  it('has admin routes to check, each with a declared rule', () => {
    const adminRules = t.app.accessRules.filter((r) => r.url.startsWith('/api/admin'));
    expect(adminRules.length).toBeGreaterThan(5);
    for (const rule of adminRules) expect(['signed-in', 'staff', 'admin', ...permissions]).toContain(rule.access);
  });

  it('keeps the rule of every route the back-office and the account use', () => {
    const rules = t.app.accessRules.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    expect(rules).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me signed-in',
        'GET /api/admin/overview overview:read',
        'GET /api/admin/profile staff',
        'PATCH /api/admin/profile staff',
        'POST /api/admin/profile/password staff',
        'PATCH /api/admin/profile/notifications staff',
        'POST /api/admin/profile/two-factor/setup staff',
        'POST /api/admin/profile/two-factor/enable staff',
        'POST /api/admin/profile/two-factor/disable staff',
        'GET /api/admin/profile/login-activity staff',
        'DELETE /api/admin/profile/sessions/:sessionId staff',
        'GET /api/admin/logs logs:read',
        'GET /api/admin/logs/export logs:read',
        'GET /api/admin/facilities facilities:read',
        'POST /api/admin/facilities facilities:write',
        'GET /api/admin/facilities/:id facilities:read',
        'PATCH /api/admin/facilities/:id facilities:write',
        'DELETE /api/admin/facilities/:id facilities:write',
        'GET /api/admin/facilities/:id/history facilities:read',
        'POST /api/admin/facilities/:id/approve facilities:write',
        'POST /api/admin/facilities/:id/suspend facilities:write',
        'POST /api/admin/facilities/:id/reactivate facilities:write',
        'POST /api/admin/facilities/:id/restore admin',
        'GET /api/admin/facilities/export.csv facilities:read',
        'GET /api/admin/facilities/export.geojson facilities:read',
        'POST /api/admin/facilities/import facilities:write',
        'GET /api/admin/facilities/duplicates facilities:read',
        'POST /api/admin/facilities/:id/merge admin',
        'GET /api/admin/corrections corrections:read',
        'POST /api/admin/corrections/:id/accept corrections:write',
        'POST /api/admin/corrections/:id/reject corrections:write',
        'GET /api/admin/pharmacy-calls rota:read',
        'POST /api/admin/pharmacy-calls rota:write',
        'GET /api/admin/pharmacy-calls/:id rota:read',
        'PATCH /api/admin/pharmacy-calls/:id rota:write',
        'DELETE /api/admin/pharmacy-calls/:id rota:write',
        'GET /api/admin/duty-groups rota:read',
        'POST /api/admin/duty-groups rota:write',
        'POST /api/admin/duty-groups/generate rota:write',
        'DELETE /api/admin/doctors/:id doctors:write',
        'DELETE /api/admin/duty-groups/:id rota:write',
        'DELETE /api/admin/employees/:id employees:write',
        'GET /api/admin/doctors doctors:read',
        'GET /api/admin/doctors/:id doctors:read',
        'GET /api/admin/doctors/:id/documents/:side doctors:read',
        'GET /api/admin/employees employees:read',
        'GET /api/admin/employees/:id employees:read',
        'GET /api/admin/outbox outbox:read',
        'PATCH /api/admin/doctors/:id doctors:write',
        'PATCH /api/admin/duty-groups/:id rota:write',
        'PATCH /api/admin/employees/:id employees:write',
        'POST /api/admin/doctors doctors:write',
        'POST /api/admin/doctors/:id/approve doctors:write',
        'POST /api/admin/doctors/:id/verify doctors:write',
        'POST /api/admin/duty-groups/periods/:periodId/cancel rota:write',
        'POST /api/admin/duty-groups/periods/:periodId/swap rota:write',
        'POST /api/admin/employees employees:write',
        'POST /api/admin/employees/:id/invitation employees:write',
        'GET /api/admin/bookings bookings:read',
        'POST /api/admin/bookings bookings:write',
        'GET /api/admin/bookings/doctors bookings:read',
        'GET /api/admin/bookings/:id bookings:read',
        'POST /api/admin/bookings/:id/confirm bookings:write',
        'POST /api/admin/bookings/:id/complete bookings:write',
        'POST /api/admin/bookings/:id/no-show bookings:write',
        'POST /api/admin/bookings/:id/cancel bookings:write',
        'GET /api/admin/claims claims:read',
        'GET /api/admin/claims/:id claims:read',
        'POST /api/admin/claims claims:write',
        'POST /api/admin/claims/:id/transition claims:write',
        'GET /api/admin/payments payments:read',
        'GET /api/admin/payments/:id payments:read',
        'POST /api/admin/payments payments:write',
        'POST /api/admin/payments/:id/mark-paid payments:write',
        'POST /api/admin/payments/:id/mark-failed payments:write',
        'POST /api/admin/payments/:id/refund payments:write',
        'POST /api/payments/callback/:provider public',
        'GET /api/patients/all patients:read',
        'GET /api/patients/stats patients:read',
        'GET /api/patients/:id patients:read',
        'POST /api/patients patients:write',
        'PUT /api/patients/:id patients:write',
        'DELETE /api/patients/:id patients:write',
        'GET /api/admin/registrations/incomplete analytics:read',
        'DELETE /api/admin/registrations/incomplete/:id admin',
        'POST /api/facility-claims signed-in',
        'GET /api/facility-claims/mine signed-in',
        'GET /api/admin/facility-claims facilities:read',
        'GET /api/admin/facility-claims/:id facilities:read',
        'GET /api/admin/facility-claims/:id/evidence facilities:read',
        'POST /api/admin/facility-claims/:id/approve facilities:write',
        'POST /api/admin/facility-claims/:id/reject facilities:write',
        'GET /api/admin/facilities/:id/managers facilities:read',
        'DELETE /api/admin/facility-managers/:id facilities:write',
        'GET /api/admin/facility-managers/overview facilities:read',
        // Issue 35: the facility manager's space (then limited by the facility-manager scope, 404 otherwise).
        'GET /api/my/facilities signed-in',
        'GET /api/my/facilities/:id signed-in',
        'PATCH /api/my/facilities/:id signed-in',
        'POST /api/my/facilities/:id/proposals signed-in',
        'POST /api/my/facilities/:id/confirm signed-in',
        'GET /api/my/facilities/:id/duty-periods signed-in',
        'GET /api/my/facilities/:id/special-dates signed-in',
        'POST /api/my/facilities/:id/special-dates signed-in',
        'PATCH /api/my/facilities/:id/special-dates/:dateId signed-in',
        'DELETE /api/my/facilities/:id/special-dates/:dateId signed-in',
        'GET /api/facility-confirmations/:token public',
        'POST /api/facility-confirmations/:token public',
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
        expect({ route: `${rule.method} ${rule.url}`, caller, outcome: outcomeOf(response.statusCode) }).toEqual({
          route: `${rule.method} ${rule.url}`,
          caller,
          outcome: expectedOutcome(rule, caller),
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
