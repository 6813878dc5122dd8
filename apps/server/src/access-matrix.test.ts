import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@hc/db';
import {
  createBooking,
  createClaim,
  createCorrection,
  createDoctor,
  createDutyPeriod,
  createFacility,
  createFacilityClaim,
  createFacilityManager,
  createPayment,
  createRegion,
  createSpecialDate,
  createSystemLog,
} from '@hc/db/factories';
import { hasPermission, maySeeEveryone, maySeePersonalData, referenceOf } from '@hc/shared';
import {
  callers,
  expectedOutcome,
  isRegional,
  outcomeOf,
  roleOf,
  signInCallers,
  type Caller,
} from './test/access-expectations';
import { createTestAccount, signIn } from './test/accounts';
import { listOperations, type OpenApiDocument, type Operation } from './test/openapi-operations';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Issue 31's access matrix: every guarded operation of the OpenAPI document × every role, limited to a
 * region or not, on records inside and outside that region. The database holds people whose names,
 * contacts and identity numbers are "canaries" (strings found nowhere else); an answer that carries a
 * canary its caller is not granted fails the test. Who is granted what comes from the one table the
 * server uses (`personalDataPermission` in packages/shared/src/permissions.ts).
 */

let t: TestApp;
let cookies: Partial<Record<Caller, string>> = {};

type Canary = { what: string; values: string[]; isGranted: (caller: Caller) => boolean };
let canaries: Canary[] = [];
/** The records each path parameter is tried with: one outside the limited callers' region, one inside when there is one. */
let idsFor: Record<string, string[]> = {};
/** Extra query strings an operation is tried with (a search, a filter) besides none. */
let queriesFor: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const { db } = t.database;
  const home = await createRegion(db);
  const away = await createRegion(db);
  cookies = await signInCallers(t, home.id);

  const homeFacility = await createFacility(db, { regionId: home.id });
  const awayFacility = await createFacility(db, { regionId: away.id, name: 'Canaryoutside Clinic' });
  const awayPharmacy = await createFacility(db, {
    regionId: away.id,
    category: 'pharmacy',
    name: 'Canaryoutside Pharmacy',
  });

  const patient = await createTestAccount(t, 'patient', {
    firstName: 'Zelphine',
    lastName: 'Canarypatient',
    email: 'zelphine.canarypatient@people.test',
    phone: '+237677000111',
  });
  await signIn(t, patient.email);
  const incompletePatient = await createTestAccount(t, 'patient', {
    firstName: 'Quorra',
    lastName: 'Canaryincomplete',
    email: 'quorra.canaryincomplete@people.test',
    registrationStatus: 'incomplete_profile',
    bloodType: 'AB-',
  });
  const doctorAccount = await createTestAccount(t, 'doctor', {
    firstName: 'Octavius',
    lastName: 'Canarydoctor',
    email: 'octavius.canarydoctor@people.test',
    registrationStatus: 'incomplete_profile',
  });
  const doctor = await createDoctor(db, {
    facilityId: awayFacility.id,
    userId: doctorAccount.id,
    name: 'Dr Octavius Canarydoctor',
    email: 'octavius.canarydoctor@people.test',
    phone: '+237699000222',
    idNumber: 'CANARYID4471',
    licenceNumber: 'CANARYLIC8832',
    regionId: away.id,
  });
  const staff = await createTestAccount(t, 'support', {
    firstName: 'Wilhelmina',
    lastName: 'Canarystaff',
    email: 'wilhelmina.canarystaff@people.test',
  });
  await signIn(t, staff.email);
  await createSystemLog(db, {
    level: 'WARN',
    source: 'SECURITY',
    message: 'Failed sign-in (unknown account): zelphine.canarypatient@people.test from 677 000 111',
    ip: '203.0.113.77',
  });

  const awayBooking = await createBooking(db, {
    facilityId: awayFacility.id,
    doctorId: doctor.id,
    patientId: patient.id,
    amountCfa: 12_345,
  });
  const awayPayment = await createPayment(db, { bookingId: awayBooking.id, status: 'paid' });
  const awayClaim = await createClaim(db, { bookingId: awayBooking.id });
  const homeBooking = await createBooking(db, { facilityId: homeFacility.id });
  const homePayment = await createPayment(db, { bookingId: homeBooking.id });
  const homeClaim = await createClaim(db, { bookingId: homeBooking.id });
  const awayPeriod = await createDutyPeriod(db, { facilityId: awayPharmacy.id });
  const homePeriod = await createDutyPeriod(db, {
    facilityId: (await createFacility(db, { regionId: home.id, category: 'pharmacy' })).id,
  });
  const awaySpecialDate = await createSpecialDate(db, { facilityId: awayFacility.id });
  const homeSpecialDate = await createSpecialDate(db, { facilityId: homeFacility.id });
  const awayCorrection = await createCorrection(db, { facilityId: awayFacility.id });
  const homeCorrection = await createCorrection(db, { facilityId: homeFacility.id });
  // Issue 35: the account that asks to manage a facility is shown to the staff who review facilities
  // (docs/decisions/2026-11-29-facility-claims.md); its claims and manager links are their facility's region's.
  const claimant = await createTestAccount(t, 'patient', {
    firstName: 'Ottoline',
    lastName: 'Canaryclaimant',
    email: 'ottoline.canaryclaimant@people.test',
  });
  const awayFacilityClaim = await createFacilityClaim(db, { facilityId: awayFacility.id, userId: claimant.id });
  const homeFacilityClaim = await createFacilityClaim(db, { facilityId: homeFacility.id, userId: claimant.id });
  const awayManager = await createFacilityManager(db, { facilityId: awayPharmacy.id, userId: claimant.id });
  const homeManager = await createFacilityManager(db, { facilityId: homeFacility.id, userId: claimant.id });
  const [awayRota] = await db
    .insert(tables.dutyRotas)
    .values({ name: 'Canaryoutside Rota', divisionId: awayPharmacy.divisionId, templates: [], startsOn: '2026-11-23' })
    .returning();
  const [crash] = await db
    .insert(tables.crashReports)
    .values({
      fingerprint: 'canary',
      message: 'TypeError',
      build: 'test',
      platform: 'web',
      firstSeenAt: new Date(),
      lastSeenAt: new Date(),
    })
    .returning();

  const granted = (kind: 'patient' | 'doctor' | 'staff') => (caller: Caller) =>
    caller !== 'anonymous' && maySeePersonalData(roleOf(caller), kind);
  canaries = [
    {
      what: 'a patient’s identity or health details',
      values: ['Canarypatient', 'zelphine.canarypatient@', '677000111', 'Canaryincomplete', 'quorra.canaryincomplete@'],
      isGranted: granted('patient'),
    },
    {
      what: 'a doctor’s identity',
      values: ['Canarydoctor', 'octavius.canarydoctor@', '699000222', 'CANARYID4471', 'CANARYLIC8832'],
      isGranted: granted('doctor'),
    },
    { what: 'an employee’s identity', values: ['Canarystaff', 'wilhelmina.canarystaff@'], isGranted: granted('staff') },
    {
      what: 'the identity of an account that asks to manage, or manages, a facility',
      values: ['Canaryclaimant', 'ottoline.canaryclaimant@'],
      isGranted: (caller) => caller !== 'anonymous' && hasPermission(roleOf(caller), 'facilities:read'),
    },
    {
      what: 'a full network address',
      values: ['203.0.113.77'],
      isGranted: (caller) => caller !== 'anonymous' && maySeeEveryone(roleOf(caller)),
    },
    {
      what: 'a record of a region outside the caller’s limit',
      values: ['Canaryoutside', referenceOf('booking', awayBooking.id), referenceOf('payment', awayPayment.id)],
      isGranted: (caller) => !isRegional(caller),
    },
  ];

  const both = (away: number, home: number) => [String(away), String(home)];
  idsFor = {
    'facilities/{id}': both(awayFacility.id, homeFacility.id),
    'doctors/{id}': [String(doctor.id)],
    'patients/{id}': [String(patient.id)],
    'bookings/{id}': both(awayBooking.id, homeBooking.id),
    'payments/{id}': both(awayPayment.id, homePayment.id),
    'claims/{id}': both(awayClaim.id, homeClaim.id),
    'pharmacy-calls/{id}': both(awayPeriod.id, homePeriod.id),
    'duty-groups/{id}': [String(awayRota!.id)],
    'periods/{periodId}': both(awayPeriod.id, homePeriod.id),
    'corrections/{id}': both(awayCorrection.id, homeCorrection.id),
    'special-dates/{dateId}': both(awaySpecialDate.id, homeSpecialDate.id),
    'facility-claims/{id}': both(awayFacilityClaim.id, homeFacilityClaim.id),
    'facility-managers/{id}': both(awayManager.id, homeManager.id),
    'employees/{id}': [String(staff.id)],
    'incomplete/{id}': [String(incompletePatient.id), String(doctorAccount.id)],
    'crashes/{id}': [String(crash!.id)],
    'sessions/{sessionId}': ['f'.repeat(64)],
    'documents/{side}': ['front'],
  };
  queriesFor = {
    'GET /api/admin/analytics/doctor-choices': ['q=Canarydoctor', `q=${doctor.id}`],
    'GET /api/admin/analytics/doctors': [`doctor=${doctor.id}`],
    'GET /api/admin/registrations/incomplete': ['kind=doctor', 'kind=patient'],
    'GET /api/admin/logs': ['q=canary'],
    'GET /api/admin/logs/export': ['q=canary'],
  };
});
afterAll(() => t.close());

/** The paths an operation is tried at: each of its parameters with each record named for it. */
function urlsOf(operation: Operation): string[] {
  let urls = [operation.path];
  for (const match of operation.path.matchAll(/([^/]+)\/\{(\w+)\}/g)) {
    const key = `${match[1]}/{${match[2]}}`;
    const ids = idsFor[key];
    if (!ids) throw new Error(`${operation.key}: no record to try for ${key}; name one in idsFor`);
    urls = urls.flatMap((url) => ids.map((id) => url.replace(`{${match[2]}}`, id)));
  }
  const queries = ['', ...(queriesFor[operation.key] ?? [])];
  return urls.flatMap((url) => queries.map((query) => (query ? `${url}?${query}` : url)));
}

/** The answer as text to look for canaries in, digits of typed phone numbers joined ("677 00 01 11"). */
const searchableText = (body: string) => body.replace(/(\d) +(?=\d)/g, '$1');

function leaksIn(body: string, caller: Caller): string[] {
  const text = searchableText(body);
  return canaries.flatMap((canary) =>
    canary.isGranted(caller)
      ? []
      : canary.values.filter((value) => text.includes(value)).map((v) => `${canary.what}: ${v}`),
  );
}

describe('what every role may read, in and out of its region (issue 31)', () => {
  let guarded: Operation[];
  beforeAll(() => {
    const rules = new Map(t.app.accessRules.map((rule) => [`${rule.method} ${rule.url}`, rule]));
    const ruleOf = (operation: Operation) =>
      rules.get(`${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`);
    guarded = listOperations(t.app.swagger() as unknown as OpenApiDocument).filter((operation) => {
      const rule = ruleOf(operation);
      return rule !== undefined && rule.access !== 'public';
    });
    for (const operation of guarded) Object.assign(operation, { rule: ruleOf(operation) });
  });

  it('walks every guarded operation of the document, the back-office’s and the patients’', () => {
    const keys = guarded.map((operation) => operation.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/logs',
        'GET /api/admin/registrations/incomplete',
        'GET /api/admin/analytics/patients',
        'GET /api/patients/all',
        'GET /api/admin/bookings',
        // Issue 35: the facility manager's space, limited to the facilities the account runs.
        'GET /api/my/facilities',
        'GET /api/my/facilities/{id}',
        'PATCH /api/my/facilities/{id}',
        'DELETE /api/my/facilities/{id}/special-dates/{dateId}',
      ]),
    );
    for (const operation of guarded) expect(() => urlsOf(operation)).not.toThrow();
  });

  it('answers each caller only with what its role and region grant, reads first, then writes', async () => {
    const reads = guarded.filter((operation) => operation.method === 'get');
    const writes = guarded.filter((operation) => operation.method !== 'get');
    const findings: string[] = [];
    for (const operation of [...reads, ...writes]) {
      const rule = (operation as Operation & { rule: { access: string; countryWide: boolean } }).rule;
      const method = operation.method.toUpperCase() as 'GET';
      for (const url of urlsOf(operation)) {
        for (const caller of callers) {
          const response = await t.app.inject({
            method,
            url,
            headers: cookies[caller] ? { cookie: cookies[caller] } : {},
            ...(method === 'GET' || (method as string) === 'DELETE' ? {} : { payload: {} }),
          });
          const expected = expectedOutcome(rule, caller);
          const outcome = outcomeOf(response.statusCode);
          // A permitted caller may still be refused a record or a place outside its region (403/404).
          if (expected !== 'allowed' ? outcome !== expected : outcome === 'unauthenticated')
            findings.push(`${method} ${url} as ${caller}: ${response.statusCode}, expected ${expected}`);
          for (const leak of leaksIn(response.body, caller))
            findings.push(`${method} ${url} as ${caller} (${response.statusCode}) shows ${leak}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('would notice a leak: the granted callers do see the canaries', async () => {
    const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies.admin! } });
    const seen = [
      (await asAdmin('/api/admin/overview')).body,
      (await asAdmin('/api/admin/registrations/incomplete?kind=patient')).body,
      (await asAdmin('/api/admin/registrations/incomplete?kind=doctor')).body,
      (await asAdmin('/api/admin/employees?q=Canarystaff')).body,
      (await asAdmin('/api/admin/logs?q=canary')).body,
      (await asAdmin('/api/admin/bookings')).body,
      (await asAdmin('/api/admin/facility-claims')).body,
    ].join('\n');
    for (const canary of canaries)
      expect(
        canary.values.some((value) => searchableText(seen).includes(value)),
        canary.what,
      ).toBe(true);
  });
});
