import { tables, type Db } from '@hc/db';
import { createDoctor, createPlace } from '@hc/db/factories';
import { DOCTOR_DOCUMENT_MAX_BYTES, type AdminDoctor, type ApiError } from '@hc/shared';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { expectFieldError } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { imageFile, makeImage, postVerify } from '../../test/doctor-documents';

let t: TestApp;
let db: Db;
let admin: { cookie: string; id: number };
const fake = createFakeClock('2026-11-23T09:00:00Z');
const numbers = { idNumber: 'CM-445566', licenceNumber: 'ONMC-2019-0042' };

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock });
  db = t.database.db;
  const signed = await signedInAs(t, 'admin');
  admin = { cookie: signed.cookie, id: signed.account.id };
});

afterAll(async () => {
  await t?.close();
});

const getDocument = (cookie: string, id: number, side: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/doctors/${id}/documents/${side}`, headers: { cookie } });

describe('Verify Doctor (POST /api/admin/doctors/{id}/verify)', () => {
  it('stores both ID images without their metadata and marks the doctor verified, by whom and when', async () => {
    // An active doctor: verifying a pending one is a proposal a second person approves (admin-doctors-four-eyes.test.ts).
    const doctor = await createDoctor(db, { facilityId: null, status: 'active' });
    const front = await makeImage('jpeg', { comment: 'GPS-SECRET-FRONT', size: 16 });
    const back = await makeImage('png', { comment: 'GPS-SECRET-BACK' });
    expect((await sharp(front).metadata()).exif).toBeDefined();

    // The declared types are wrong on purpose: the content decides.
    const response = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', front, 'application/octet-stream'),
      imageFile('back', back, 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const verified = response.json<{ data: AdminDoctor }>().data;
    expect(verified).toMatchObject({
      status: 'verified',
      ...numbers,
      verifiedAt: '2026-11-23T09:00:00.000Z',
      documents: [
        { side: 'front', mimeType: 'image/jpeg' },
        { side: 'back', mimeType: 'image/png' },
      ],
    });
    expect(verified.verifiedBy).toMatch(/@/);
    const [row] = await db.select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id));
    expect(row!.verifiedBy).toBe(admin.id);

    for (const [side, type, secret] of [
      ['front', 'image/jpeg', 'GPS-SECRET-FRONT'],
      ['back', 'image/png', 'GPS-SECRET-BACK'],
    ] as const) {
      const image = await getDocument(admin.cookie, doctor.id, side);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['cache-control']).toBe('private, no-store');
      const bytes = image.rawPayload;
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      // The phone's orientation was applied to the pixels: the 16×16 front stays square, still readable.
      expect(metadata.width).toBeGreaterThan(0);
    }

    const [log] = await db
      .select()
      .from(tables.systemLogs)
      .where(eq(tables.systemLogs.source, 'DOCTOR'))
      .orderBy(desc(tables.systemLogs.id))
      .limit(1);
    expect(log).toMatchObject({ level: 'SUCCESS', userId: admin.id });
    expect(log!.details).toMatchObject({ doctorId: doctor.id, action: 'verified', imagesUploaded: ['front', 'back'] });
  });

  it('accepts WebP, and keeps an image already stored when only the other side is sent again', async () => {
    const doctor = await createDoctor(db, { facilityId: null });
    const first = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', await makeImage('webp')),
      imageFile('back', await makeImage('webp')),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await postVerify(t, admin.cookie, doctor.id, { ...numbers, licenceNumber: 'ONMC-NEW' }, [
      imageFile('back', await makeImage('png')),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: AdminDoctor }>().data).toMatchObject({
      licenceNumber: 'ONMC-NEW',
      documents: [
        { side: 'front', mimeType: 'image/webp' },
        { side: 'back', mimeType: 'image/png' },
      ],
    });
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const doctor = await createDoctor(db, { facilityId: null, status: 'pending' });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const response = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', pdf, 'image/png'),
      imageFile('back', await makeImage('png')),
    ]);
    expectFieldError(response, 'front', 'not_an_image');
    // A GIF is an image, but not one of the accepted types.
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expectFieldError(
      await postVerify(t, admin.cookie, doctor.id, numbers, [
        imageFile('front', await makeImage('png')),
        imageFile('back', gif, 'image/gif'),
      ]),
      'back',
      'not_an_image',
    );
    const [row] = await db.select().from(tables.doctors).where(eq(tables.doctors.id, doctor.id));
    expect(row!.status).toBe('pending');
    expect(
      await db.select().from(tables.doctorDocuments).where(eq(tables.doctorDocuments.doctorId, doctor.id)),
    ).toEqual([]);
  });

  it('refuses a file over 5 MB, naming the side and the limit', async () => {
    const doctor = await createDoctor(db, { facilityId: null });
    const png = await makeImage('png');
    const huge = Buffer.concat([png, Buffer.alloc(DOCTOR_DOCUMENT_MAX_BYTES + 1 - png.length)]);
    const response = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', png),
      imageFile('back', huge),
    ]);
    const error = expectFieldError(response, 'back', 'file_too_large');
    expect(error.fields?.[0]?.params).toEqual({ maximum: DOCTOR_DOCUMENT_MAX_BYTES, maximumMb: 5 });
  });

  it('needs the ID and licence numbers and both images', async () => {
    const doctor = await createDoctor(db, { facilityId: null });
    const response = await postVerify(t, admin.cookie, doctor.id, { idNumber: 'CM-1' }, [
      imageFile('front', await makeImage('png')),
    ]);
    expectFieldError(response, 'licenceNumber', 'required');
    expectFieldError(response, 'back', 'required');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${doctor.id}/verify`,
      headers: { cookie: admin.cookie },
      payload: numbers,
    });
    // Not an upload at all: the route reads multipart/form-data only.
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json<ApiError>().error.code).toBe('unsupported_media_type');
  });

  it('does not verify a suspended doctor', async () => {
    const doctor = await createDoctor(db, { facilityId: null, status: 'suspended' });
    const response = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', await makeImage('png')),
      imageFile('back', await makeImage('png')),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().error.code).toBe('conflict');
  });
});

describe('the ID images (GET /api/admin/doctors/{id}/documents/{side})', () => {
  it('are shown to staff who may read doctors, within their region, and never to anyone else', async () => {
    const place = await createPlace(db);
    const doctor = await createDoctor(db, { ...place, facilityId: null });
    const verified = await postVerify(t, admin.cookie, doctor.id, numbers, [
      imageFile('front', await makeImage('png')),
      imageFile('back', await makeImage('png')),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);

    expect((await getDocument((await signedInAs(t, 'support')).cookie, doctor.id, 'front')).statusCode).toBe(200);
    const sameRegion = await signedInAs(t, 'manager', { scopeRegionId: place.regionId });
    expect((await getDocument(sameRegion.cookie, doctor.id, 'back')).statusCode).toBe(200);
    const otherRegion = await signedInAs(t, 'manager', { scopeRegionId: (await createPlace(db)).regionId });
    expect((await getDocument(otherRegion.cookie, doctor.id, 'back')).statusCode).toBe(404);
    expect((await getDocument((await signedInAs(t, 'developer')).cookie, doctor.id, 'front')).statusCode).toBe(403);
    expect((await getDocument((await signedInAs(t, 'doctor')).cookie, doctor.id, 'front')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/doctors/${doctor.id}/documents/front` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('PNG');
  });

  it('answer 404 for a side not stored and 400 for an unknown side', async () => {
    const doctor = await createDoctor(db, { facilityId: null });
    expect((await getDocument(admin.cookie, doctor.id, 'front')).statusCode).toBe(404);
    expect((await getDocument(admin.cookie, doctor.id, 'selfie')).statusCode).toBe(400);
  });
});
