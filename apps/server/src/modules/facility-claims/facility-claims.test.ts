import { tables, type Db } from '@hc/db';
import { createFacility, createFacilityClaim, createFacilityManager } from '@hc/db/factories';
import {
  DOCTOR_DOCUMENT_MAX_BYTES,
  type ApiError,
  type FacilityClaim,
  type FacilityClaimList,
  type MyFacilityClaim,
} from '@hc/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { makeImage } from '../../test/doctor-documents';
import { evidenceFile, mailsTo, postClaim } from '../../test/facility-claims';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Db;
let admin: string;
let png: Buffer;
const fake = createFakeClock('2026-11-29T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock, env: { PUBLIC_URL: 'https://sante.example.cm' } });
  db = t.database.db;
  admin = (await signedInAs(t, 'admin')).cookie;
  png = await makeImage('png', { comment: 'GPS-SECRET-CLAIM', size: 12 });
});
afterAll(() => t?.close());

const fieldsFor = (facilityId: number) => ({
  facilityId: String(facilityId),
  roleAtFacility: 'pharmacist',
  licenceNumber: 'ONPC-2024-0077',
  message: 'I run the pharmacy since 2019.',
});
const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

describe('POST /api/facility-claims (a signed-in account asks to manage a facility)', () => {
  it('stores the claim with its cleaned evidence, mails the requester and shows it to them and to staff', async () => {
    const facility = await createFacility(db, { category: 'pharmacy', name: 'Pharmacie du Lac' });
    const { account, cookie } = await signedInAs(t, 'patient', { locale: 'fr' });
    const response = await postClaim(t, cookie, fieldsFor(facility.id), [
      evidenceFile(png, 'application/octet-stream'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json<{ data: MyFacilityClaim }>().data;
    expect(claim).toMatchObject({
      facility: { id: facility.id, name: 'Pharmacie du Lac', status: 'active', createdByClaim: false },
      roleAtFacility: 'pharmacist',
      status: 'pending',
      rejectReason: null,
      createdAt: '2026-11-29T08:00:00.000Z',
      decidedAt: null,
    });

    const mine = await t.app.inject({ method: 'GET', url: '/api/facility-claims/mine', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: MyFacilityClaim[] }>().data.map((c) => c.id)).toEqual([claim.id]);

    const [mail] = await mailsTo(db, account.email);
    expect(mail).toMatchObject({ template: 'facility_claim_received', locale: 'fr', userId: account.id });
    expect(mail!.textBody).toContain('https://sante.example.cm/my-facilities');
    expect(mail!.subject).toContain('Pharmacie du Lac');

    const queue = await asAdmin('/api/admin/facility-claims?q=Pharmacie%20du%20Lac');
    expect(queue.statusCode).toBe(200);
    const listed = queue.json<FacilityClaimList>();
    expect(listed.meta).toEqual({ total: 1, page: 1, pageSize: 10 });
    expect(listed.data[0]).toMatchObject({
      id: claim.id,
      requester: { id: account.id, email: account.email },
      licenceNumber: 'ONPC-2024-0077',
      message: 'I run the pharmacy since 2019.',
      evidence: { mimeType: 'image/png' },
      activeManagers: 0,
    });
    const one = await asAdmin(`/api/admin/facility-claims/${claim.id}`);
    expect(one.json<{ data: FacilityClaim }>().data.evidence?.size).toBeGreaterThan(0);

    const image = await asAdmin(`/api/admin/facility-claims/${claim.id}/evidence`);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(image.headers['content-disposition']).toMatch(/^inline/);
    expect(image.rawPayload.includes(Buffer.from('GPS-SECRET-CLAIM'))).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

    const logged = await db.select().from(tables.systemLogs).where(eq(tables.systemLogs.userId, account.id));
    expect(logged.map((row) => row.message)).toContainEqual(
      expect.stringContaining(
        `Facility claim #${claim.id}: account #${account.id} asks to manage facility #${facility.id}`,
      ),
    );
  });

  it('is refused to anyone not signed in (401), before the upload is read', async () => {
    const facility = await createFacility(db);
    const response = await postClaim(t, undefined, fieldsFor(facility.id), [evidenceFile(png)]);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().error.code).toBe('unauthenticated');
  });

  it('needs the evidence image, and an image at that', async () => {
    const facility = await createFacility(db);
    const { cookie } = await signedInAs(t, 'doctor');
    expectFieldError(await postClaim(t, cookie, fieldsFor(facility.id), []), 'evidence', 'required');
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expectFieldError(
      await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(text)]),
      'evidence',
      'not_an_image',
    );
    const other = { ...evidenceFile(png), name: 'front' };
    expectFieldError(await postClaim(t, cookie, fieldsFor(facility.id), [other]), 'front', 'unknown_field');
    expect(await db.$count(tables.facilityClaims, eq(tables.facilityClaims.facilityId, facility.id))).toBe(0);
  });

  it('refuses an image over 5 MB (400 naming the limit) and a body over the form’s limit (413)', async () => {
    const facility = await createFacility(db);
    const { cookie } = await signedInAs(t, 'patient');
    const justOver = Buffer.concat([png, Buffer.alloc(DOCTOR_DOCUMENT_MAX_BYTES + 1 - png.length)]);
    const error = expectFieldError(
      await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(justOver)]),
      'evidence',
      'file_too_large',
    );
    expect(error.fields?.[0]?.params).toEqual({ maximum: DOCTOR_DOCUMENT_MAX_BYTES, maximumMb: 5 });
    const huge = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(huge)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ApiError>().error.code).toBe('payload_too_large');
  });

  it('needs exactly one of facilityId and newFacility, and the other fields', async () => {
    const facility = await createFacility(db);
    const { cookie } = await signedInAs(t, 'patient');
    const { facilityId: _omit, ...withoutFacility } = fieldsFor(facility.id);
    expectFieldError(await postClaim(t, cookie, withoutFacility, [evidenceFile(png)]), 'facilityId', 'required');
    const both = {
      ...fieldsFor(facility.id),
      newFacility: JSON.stringify({
        name: 'Clinique Neuve',
        facilityType: 'clinic',
        subdivisionId: facility.subdivisionId,
      }),
    };
    expectFieldError(await postClaim(t, cookie, both, [evidenceFile(png)]), 'facilityId', 'required');
    const error = expectFieldError(
      await postClaim(t, cookie, { facilityId: String(facility.id), roleAtFacility: 'king' }, [evidenceFile(png)]),
      'roleAtFacility',
      'invalid_choice',
    );
    expect(error.fields).toContainEqual(expect.objectContaining({ path: 'licenceNumber', code: 'required' }));
    expectFieldError(
      await postClaim(t, cookie, { ...withoutFacility, newFacility: '{not json' }, [evidenceFile(png)]),
      'newFacility',
      'invalid_format',
    );
  });

  it('answers 404 for an unknown facility and for one the public does not see', async () => {
    const { cookie } = await signedInAs(t, 'patient');
    const pending = await createFacility(db, { status: 'pending' });
    const archived = await createFacility(db, { archivedAt: new Date('2026-01-01T00:00:00Z') });
    for (const id of [999_999, pending.id, archived.id]) {
      const response = await postClaim(t, cookie, fieldsFor(id), [evidenceFile(png)]);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('refuses a second open claim of the same account, and an account that already manages it (409)', async () => {
    const facility = await createFacility(db);
    const { account, cookie } = await signedInAs(t, 'patient');
    expect((await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(png)])).statusCode).toBe(201);
    const again = await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(png)]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toMatchObject({
      code: 'conflict',
      fields: [expect.objectContaining({ path: 'facilityId', code: 'claim_pending' })],
    });

    const managed = await createFacility(db);
    await createFacilityManager(db, { facilityId: managed.id, userId: account.id });
    const manager = await postClaim(t, cookie, fieldsFor(managed.id), [evidenceFile(png)]);
    expect(manager.statusCode).toBe(409);
    expect(manager.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'facilityId', code: 'already_manager' }),
    ]);
  });

  it('takes at most 5 claims per account in 24 hours (429), and more again a day later', async () => {
    const { account, cookie } = await signedInAs(t, 'patient');
    // Five made 23 hours 59 minutes ago: the sixth waits until the first of them is a day old.
    const dayAgo = new Date(fake.clock().getTime() - (24 * 60 - 1) * 60 * 1000);
    for (let i = 0; i < 5; i++) await createFacilityClaim(db, { userId: account.id, createdAt: dayAgo });
    const facility = await createFacility(db);
    const refused = await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(png)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError>().error.code).toBe('rate_limited');
    fake.advance(60 * 1000);
    expect((await postClaim(t, cookie, fieldsFor(facility.id), [evidenceFile(png)])).statusCode).toBe(201);
  });

  it('lists only the account’s own claims, newest first', async () => {
    const { account, cookie } = await signedInAs(t, 'patient');
    const older = await createFacilityClaim(db, { userId: account.id, createdAt: new Date('2026-11-01T00:00:00Z') });
    const newer = await createFacilityClaim(db, { userId: account.id, createdAt: new Date('2026-11-02T00:00:00Z') });
    await createFacilityClaim(db);
    const mine = await t.app.inject({ method: 'GET', url: '/api/facility-claims/mine', headers: { cookie } });
    expect(mine.json<{ data: MyFacilityClaim[] }>().data.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/facility-claims/mine' })).statusCode).toBe(401);
  });
});

describe('"List a Health Facility": a claim for a facility not yet in the directory', () => {
  it('creates the facility pending (hidden from the public, in the staff list) with its history', async () => {
    const place = await createFacility(db);
    const { account, cookie } = await signedInAs(t, 'patient');
    const newFacility = {
      name: 'Clinique Espoir Bonabéri',
      facilityType: 'clinic',
      subdivisionId: place.subdivisionId,
      address: 'Rue des Palmiers',
      phone: '6 77 12 34 56',
    };
    const fields = {
      newFacility: JSON.stringify(newFacility),
      roleAtFacility: 'director',
      licenceNumber: 'MINSANTE-77',
    };
    const response = await postClaim(t, cookie, fields, [evidenceFile(png)]);
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json<{ data: MyFacilityClaim }>().data;
    expect(claim.facility).toMatchObject({ name: newFacility.name, status: 'pending', createdByClaim: true });

    const [row] = await db.select().from(tables.facilities).where(eq(tables.facilities.id, claim.facility.id));
    expect(row).toMatchObject({
      status: 'pending',
      source: 'staff',
      category: 'hospital',
      facilityType: 'clinic',
      regionId: place.regionId,
      divisionId: place.divisionId,
      subdivisionId: place.subdivisionId,
      phone: '+237677123456',
      createdBy: account.id,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/facilities/${claim.facility.id}` })).statusCode).toBe(404);
    const staffList = await asAdmin('/api/admin/facilities?q=Espoir%20Bonaberi&status=pending');
    expect(staffList.statusCode, staffList.body).toBe(200);
    expect(staffList.json<{ data: { id: number; status: string }[] }>().data).toEqual([
      expect.objectContaining({ id: claim.facility.id, status: 'pending' }),
    ]);
    const history = await asAdmin(`/api/admin/facilities/${claim.facility.id}/history`);
    const [created] = history.json<{ data: { action: string; user: { id: number }; changes: { field: string }[] }[] }>()
      .data;
    expect(created).toMatchObject({ action: 'created', user: { id: account.id } });
    expect(created!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['name', 'claimId', 'status']));
  });

  it('refuses a phone number that is not one, and an unknown subdivision', async () => {
    const place = await createFacility(db);
    const { cookie } = await signedInAs(t, 'patient');
    const claimOf = (newFacility: object) => ({
      newFacility: JSON.stringify({
        name: 'Clinique X',
        facilityType: 'clinic',
        subdivisionId: place.subdivisionId,
        ...newFacility,
      }),
      roleAtFacility: 'owner',
      licenceNumber: 'LIC-1',
    });
    expectFieldError(
      await postClaim(t, cookie, claimOf({ phone: '12' }), [evidenceFile(png)]),
      'newFacility.phone',
      'invalid_phone',
    );
    expectFieldError(
      await postClaim(t, cookie, claimOf({ subdivisionId: 999_999_999 }), [evidenceFile(png)]),
      'newFacility.subdivisionId',
      'invalid',
    );
    expectFieldError(
      await postClaim(t, cookie, claimOf({ name: '' }), [evidenceFile(png)]),
      'newFacility.name',
      'too_short',
    );
  });
});
