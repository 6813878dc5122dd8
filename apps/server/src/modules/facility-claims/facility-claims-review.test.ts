import { tables, type Db } from '@hc/db';
import { createFacility, createFacilityClaim, createFacilityManager, createPlace } from '@hc/db/factories';
import type { ApiError, FacilityClaim, FacilityClaimList } from '@hc/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { makeImage } from '../../test/doctor-documents';
import { evidenceFile, mailsTo, postClaim } from '../../test/facility-claims';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
let admin: { cookie: string; id: number };
const fake = createFakeClock('2026-11-29T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock, env: { PUBLIC_URL: 'https://sante.example.cm' } });
  db = t.database.db;
  const signed = await signedInAs(t, 'admin');
  admin = { cookie: signed.cookie, id: signed.account.id };
});
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const activeLinks = (facilityId: number) =>
  db
    .select()
    .from(tables.facilityManagers)
    .where(and(eq(tables.facilityManagers.facilityId, facilityId), isNull(tables.facilityManagers.revokedAt)));
const historyOf = async (facilityId: number) =>
  (await call(admin.cookie, 'GET', `/api/admin/facilities/${facilityId}/history`)).json<{
    data: { action: string; user: { id: number } | null; changes: { field: string; after: unknown }[] }[];
  }>().data;

describe('staff approve a claim (POST /api/admin/facility-claims/{id}/approve)', () => {
  it('makes the account a manager (its role unchanged), records it, mails it, and refuses a second approval', async () => {
    const { account } = await signedInAs(t, 'doctor', { firstName: 'Awa', lastName: 'Nkeng' });
    const facility = await createFacility(db, { category: 'pharmacy', name: 'Pharmacie Akwa' });
    const claim = await createFacilityClaim(db, {
      facilityId: facility.id,
      userId: account.id,
      roleAtFacility: 'pharmacist',
    });

    const response = await call(admin.cookie, 'POST', `/api/admin/facility-claims/${claim.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: FacilityClaim }>().data).toMatchObject({
      status: 'approved',
      decidedAt: '2026-11-29T09:00:00.000Z',
      activeManagers: 1,
    });
    const links = await activeLinks(facility.id);
    expect(links).toEqual([
      expect.objectContaining({ userId: account.id, claimId: claim.id, roleAtFacility: 'pharmacist' }),
    ]);
    const [user] = await db.select().from(tables.users).where(eq(tables.users.id, account.id));
    expect(user!.role).toBe('doctor');

    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({ action: 'manager_added', user: { id: admin.id } });
    expect(entry!.changes).toContainEqual(
      expect.objectContaining({ field: 'manager', after: expect.stringContaining('Awa Nkeng') }),
    );
    const [mail] = await mailsTo(db, account.email);
    expect(mail).toMatchObject({ template: 'facility_claim_approved', userId: account.id });
    expect(mail!.textBody).toContain(`https://sante.example.cm/my-facilities/${facility.id}`);
    const logged = await db.select().from(tables.systemLogs).where(eq(tables.systemLogs.userId, admin.id));
    expect(logged.map((row) => row.message)).toContainEqual(
      expect.stringContaining(`Facility claim #${claim.id} approved`),
    );

    const again = await call(admin.cookie, 'POST', `/api/admin/facility-claims/${claim.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.code).toBe('conflict');
    expect(await activeLinks(facility.id)).toHaveLength(1);
    expect((await call(admin.cookie, 'POST', '/api/admin/facility-claims/999999/approve')).statusCode).toBe(404);
  });

  it('keeps an active link that already exists instead of adding a second one', async () => {
    const facility = await createFacility(db);
    const claim = await createFacilityClaim(db, { facilityId: facility.id });
    await createFacilityManager(db, { facilityId: facility.id, userId: claim.userId });
    expect((await call(admin.cookie, 'POST', `/api/admin/facility-claims/${claim.id}/approve`)).statusCode).toBe(200);
    expect(await activeLinks(facility.id)).toHaveLength(1);
  });

  it('leaves a facility the claim created pending: publishing it is the facility review’s call', async () => {
    const place = await createPlace(db);
    const { account, cookie } = await signedInAs(t, 'patient');
    const fields = {
      newFacility: JSON.stringify({
        name: 'Laboratoire Nouveau',
        facilityType: 'laboratory',
        subdivisionId: place.subdivisionId,
      }),
      roleAtFacility: 'owner',
      licenceNumber: 'LAB-2026-1',
    };
    const created = await postClaim(t, cookie, fields, [evidenceFile(await makeImage('webp'), 'image/webp')]);
    expect(created.statusCode, created.body).toBe(201);
    const claim = created.json<{ data: { id: number; facility: { id: number } } }>().data;
    expect((await call(admin.cookie, 'POST', `/api/admin/facility-claims/${claim.id}/approve`)).statusCode).toBe(200);
    const [facility] = await db.select().from(tables.facilities).where(eq(tables.facilities.id, claim.facility.id));
    expect(facility!.status).toBe('pending');
    expect(await activeLinks(claim.facility.id)).toEqual([expect.objectContaining({ userId: account.id })]);
  });
});

describe('staff reject a claim (POST /api/admin/facility-claims/{id}/reject)', () => {
  it('needs a reason, mails it to the requester, and records who rejected', async () => {
    const { account } = await signedInAs(t, 'patient', { locale: 'fr' });
    const facility = await createFacility(db, { name: 'Centre de santé Bali' });
    const claim = await createFacilityClaim(db, { facilityId: facility.id, userId: account.id });
    const url = `/api/admin/facility-claims/${claim.id}/reject`;
    expectFieldError(await call(admin.cookie, 'POST', url, {}), 'reason', 'required');
    expectFieldError(await call(admin.cookie, 'POST', url, { reason: '   ' }), 'reason', 'required');

    const response = await call(admin.cookie, 'POST', url, { reason: 'Le document est illisible' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: FacilityClaim }>().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Le document est illisible',
      decidedBy: expect.any(String),
    });
    const [mail] = await mailsTo(db, account.email);
    expect(mail).toMatchObject({ template: 'facility_claim_rejected', locale: 'fr' });
    expect(mail!.textBody).toContain('Le document est illisible');
    const [entry] = await historyOf(facility.id);
    expect(entry).toMatchObject({ action: 'claim_rejected', user: { id: admin.id } });
    expect(await activeLinks(facility.id)).toEqual([]);
    expect((await call(admin.cookie, 'POST', url, { reason: 'again' })).statusCode).toBe(409);
    expect((await call(admin.cookie, 'POST', `/api/admin/facility-claims/${claim.id}/approve`)).statusCode).toBe(409);
  });
});

describe('who may work the queue', () => {
  it('refuses accounts without the facilities permissions (403) and anonymous callers (401)', async () => {
    const claim = await createFacilityClaim(db);
    const patient = (await signedInAs(t, 'patient')).cookie;
    const developer = (await signedInAs(t, 'developer')).cookie;
    const support = (await signedInAs(t, 'support')).cookie;
    for (const [method, url] of [
      ['GET', '/api/admin/facility-claims'],
      ['GET', `/api/admin/facility-claims/${claim.id}`],
      ['GET', `/api/admin/facility-claims/${claim.id}/evidence`],
      ['POST', `/api/admin/facility-claims/${claim.id}/approve`],
    ] as const) {
      for (const cookie of [patient, developer])
        expect({ url, status: (await call(cookie, method, url)).statusCode }).toEqual({ url, status: 403 });
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    // Support reads the queue but does not decide.
    expect((await call(support, 'GET', `/api/admin/facility-claims/${claim.id}`)).statusCode).toBe(200);
    expect((await call(support, 'POST', `/api/admin/facility-claims/${claim.id}/approve`)).statusCode).toBe(403);
  });

  it('shows a region-limited manager only its region’s claims (another region’s is unknown)', async () => {
    const home = await createPlace(db);
    const away = await createPlace(db);
    const regional = (await signedInAs(t, 'manager', { scopeRegionId: home.regionId })).cookie;
    const mine = await createFacilityClaim(db, {
      facilityId: (await createFacility(db, { ...home, name: 'Regionclaim Home' })).id,
    });
    const theirs = await createFacilityClaim(db, {
      facilityId: (await createFacility(db, { ...away, name: 'Regionclaim Away' })).id,
    });
    for (const query of ['q=Regionclaim', `q=Regionclaim&region=${away.regionId}`]) {
      const list = await call(regional, 'GET', `/api/admin/facility-claims?${query}`);
      expect(list.statusCode).toBe(200);
      expect(list.json<FacilityClaimList>().data.map((c) => c.id)).toEqual([mine.id]);
    }
    const everyone = await call(admin.cookie, 'GET', '/api/admin/facility-claims?q=Regionclaim');
    expect(
      everyone
        .json<FacilityClaimList>()
        .data.map((c) => c.id)
        .sort(),
    ).toEqual([mine.id, theirs.id].sort());
    for (const [method, url, payload] of [
      ['GET', `/api/admin/facility-claims/${theirs.id}`],
      ['GET', `/api/admin/facility-claims/${theirs.id}/evidence`],
      ['POST', `/api/admin/facility-claims/${theirs.id}/approve`],
      ['POST', `/api/admin/facility-claims/${theirs.id}/reject`, { reason: 'Not mine' }],
    ] as const) {
      const response = await call(regional, method, url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await call(regional, 'GET', `/api/admin/facility-claims/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists pending claims first (oldest first), then the decided ones, filters by status and searches', async () => {
    const facility = await createFacility(db, { name: 'Queueorder Clinic' });
    const at = (day: number) => new Date(`2026-10-0${day}T10:00:00Z`);
    const decided = await createFacilityClaim(db, {
      facilityId: facility.id,
      status: 'rejected',
      createdAt: at(1),
      rejectReason: 'x',
    });
    const late = await createFacilityClaim(db, { facilityId: facility.id, createdAt: at(3) });
    const early = await createFacilityClaim(db, { facilityId: facility.id, createdAt: at(2) });
    const ids = async (query: string) =>
      (await call(admin.cookie, 'GET', `/api/admin/facility-claims?${query}`))
        .json<FacilityClaimList>()
        .data.map((c) => c.id);
    expect(await ids('q=Queueorder')).toEqual([early.id, late.id, decided.id]);
    expect(await ids('q=Queueorder&status=rejected')).toEqual([decided.id]);
    const licence = await createFacilityClaim(db, { licenceNumber: 'ONMC-UNIQUE-4242' });
    expect(await ids('q=unique-4242')).toEqual([licence.id]);
    const [requester] = await db.select().from(tables.users).where(eq(tables.users.id, licence.userId));
    expect(await ids(`q=${encodeURIComponent(requester!.email)}`)).toEqual([licence.id]);
    const bad = await call(admin.cookie, 'GET', '/api/admin/facility-claims?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for the evidence of a claim that has none', async () => {
    const claim = await createFacilityClaim(db, { evidence: null, evidenceMimeType: null, evidenceSize: null });
    expect((await call(admin.cookie, 'GET', `/api/admin/facility-claims/${claim.id}/evidence`)).statusCode).toBe(404);
    expect((await call(admin.cookie, 'GET', '/api/admin/facility-claims/999999/evidence')).statusCode).toBe(404);
  });
});
