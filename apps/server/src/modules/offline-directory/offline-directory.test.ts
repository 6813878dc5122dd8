import { tables } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace, createSourceRecord } from '@hc/db/factories';
import type { OfflineDirectory, OfflineDirectorySize } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, readOk, readPublic } from '../../test/public-api';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;
const fake = createFakeClock('2026-11-25T10:20:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fake.clock });
});

afterAll(async () => {
  await t?.close();
});

const copyUrl = (since?: string) => (since ? `/api/offline-directory?since=${since}` : '/api/offline-directory');

describe('the directory saved for offline use', () => {
  it('holds every public facility in compact form, with the place names and the licence attribution', async () => {
    const place = await createPlace(t.database.db);
    const pharmacy = await createFacility(t.database.db, {
      ...place,
      category: 'pharmacy',
      name: 'Pharmacie du Lac Hors Ligne',
      phone: '+237 222 23 45 67',
      address: 'Rue 1.234',
      openingHours: { mo: [{ opens: '08:00', closes: '20:00' }] },
      hoursText: 'Mon 8-20',
      lat: 3.87,
      lng: 11.52,
    });
    const bare = await createFacility(t.database.db, { name: 'Clinique Sans Rien', phone: null, address: '  ' });
    const listed = await createFacility(t.database.db, {
      ...place,
      name: "Centre de Santé Intégré d'Atta",
      source: 'public_mfl_2019',
      lat: 6.46,
      lng: 11.3,
      locationPrecision: 'village',
    });
    await createSourceRecord(t.database.db, { facilityId: listed.id, sourceKey: '5409' });
    const pending = await createFacility(t.database.db, { ...place, name: 'En Attente', status: 'pending' });
    const archived = await createFacility(t.database.db, { ...place, name: 'Archivée', archivedAt: new Date() });

    const copy = await readOk<OfflineDirectory>(t, copyUrl());
    expect(copy.full).toBe(true);
    expect(copy.cursor).toMatch(/^\d+\.[0-9a-f]{8}$/);
    expect(copy.removed).toEqual([]);
    expect(copy.attribution).toContain('OpenStreetMap contributors');
    expect(copy.facilities.find((f) => f.id === pharmacy.id)).toEqual({
      id: pharmacy.id,
      category: 'pharmacy',
      facilityType: 'pharmacy',
      name: 'Pharmacie du Lac Hors Ligne',
      ...place,
      address: 'Rue 1.234',
      phone: '+237 222 23 45 67',
      // The structured hours stand for the text: only one is sent.
      openingHours: { mo: [{ opens: '08:00', closes: '20:00' }] },
      latitude: 3.87,
      longitude: 11.52,
    });
    // A record of the public list says so, and that its position is the village's.
    expect(copy.facilities.find((f) => f.id === listed.id)).toMatchObject({
      precision: 'village',
      sources: ['public_mfl_2019'],
    });
    // Nothing empty is sent.
    const bareCopy = copy.facilities.find((f) => f.id === bare.id)!;
    expect(Object.keys(bareCopy)).not.toContain('phone');
    expect(Object.keys(bareCopy)).not.toContain('address');
    const ids = copy.facilities.map((f) => f.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(archived.id);
    expect(copy.places!.subdivisions).toContainEqual(expect.objectContaining({ id: place.subdivisionId }));
    expect(copy.places!.regions).toContainEqual(expect.objectContaining({ id: place.regionId }));
  });

  it('refreshed with ?since=, sends only what changed: new and edited facilities, and those gone from the public', async () => {
    const place = await createPlace(t.database.db);
    const edited = await createFacility(t.database.db, {
      ...place,
      name: 'Hôpital Modifié',
      phone: '+237 222 00 00 01',
    });
    const suspended = await createFacility(t.database.db, { ...place, name: 'Hôpital Suspendu' });
    const deleted = await createFacility(t.database.db, { ...place, name: 'Hôpital Supprimé' });
    const untouched = await createFacility(t.database.db, { ...place, name: 'Hôpital Inchangé' });
    const { cursor } = await readOk<OfflineDirectory>(t, copyUrl());

    const { facilities } = tables;
    await t.database.db.update(facilities).set({ phone: '+237 222 00 00 02' }).where(eq(facilities.id, edited.id));
    await t.database.db.update(facilities).set({ status: 'suspended' }).where(eq(facilities.id, suspended.id));
    await t.database.db.delete(facilities).where(eq(facilities.id, deleted.id));
    const added = await createFacility(t.database.db, { ...place, name: 'Hôpital Nouveau' });

    const changes = await readOk<OfflineDirectory>(t, copyUrl(cursor));
    expect(changes.full).toBe(false);
    expect(changes.facilities.map((f) => f.id).sort()).toEqual([edited.id, added.id].sort());
    expect(changes.facilities.find((f) => f.id === edited.id)!.phone).toBe('+237 222 00 00 02');
    expect(changes.removed.sort()).toEqual([suspended.id, deleted.id].sort());
    expect(changes.facilities.map((f) => f.id)).not.toContain(untouched.id);
    // The place names did not change: not sent again.
    expect(changes.places).toBeNull();
    expect(changes.cursor).not.toBe(cursor);

    // Nothing changed since the refresh: an empty change set.
    const none = await readOk<OfflineDirectory>(t, copyUrl(changes.cursor));
    expect(none).toMatchObject({ full: false, facilities: [], removed: [], places: null, cursor: changes.cursor });
  });

  it('sends the place names again once one is renamed', async () => {
    const place = await createPlace(t.database.db);
    const { cursor } = await readOk<OfflineDirectory>(t, copyUrl());
    const { subdivisions } = tables;
    await t.database.db
      .update(subdivisions)
      .set({ nameEn: 'Renamed Town', nameFr: 'Ville Renommée' })
      .where(eq(subdivisions.id, place.subdivisionId));
    const changes = await readOk<OfflineDirectory>(t, copyUrl(cursor));
    expect(changes.places!.subdivisions).toContainEqual({
      id: place.subdivisionId,
      nameEn: 'Renamed Town',
      nameFr: 'Ville Renommée',
    });
  });

  it('holds the duty windows of the coming week, not the cancelled, ended or later ones', async () => {
    const now = fake.clock();
    const pharmacy = await createFacility(t.database.db, { category: 'pharmacy', name: 'Pharmacie de Garde Copie' });
    const facilityId = pharmacy.id;
    const tonight = await createDutyPeriod(t.database.db, {
      facilityId,
      startsAt: new Date(now.getTime() + 8 * HOUR),
      endsAt: new Date(now.getTime() + 20 * HOUR),
    });
    const inSixDays = await createDutyPeriod(t.database.db, {
      facilityId,
      startsAt: new Date(now.getTime() + 6 * 24 * HOUR),
    });
    const cancelled = await createDutyPeriod(t.database.db, {
      facilityId,
      startsAt: new Date(now.getTime() + 2 * 24 * HOUR),
      cancelledAt: now,
    });
    const ended = await createDutyPeriod(t.database.db, {
      facilityId,
      startsAt: new Date(now.getTime() - 30 * HOUR),
      endsAt: new Date(now.getTime() - 6 * HOUR),
    });
    const inNineDays = await createDutyPeriod(t.database.db, {
      facilityId,
      startsAt: new Date(now.getTime() + 9 * 24 * HOUR),
    });

    const { onCall } = await readOk<OfflineDirectory>(t, copyUrl());
    const mine = onCall.filter((w) => w.facilityId === facilityId);
    expect(mine).toEqual([
      { facilityId, startsAt: tonight.startsAt.toISOString(), endsAt: tonight.endsAt.toISOString() },
      { facilityId, startsAt: inSixDays.startsAt.toISOString(), endsAt: inSixDays.endsAt.toISOString() },
    ]);
    const starts = mine.map((w) => w.startsAt);
    for (const left of [cancelled, ended, inNineDays]) expect(starts).not.toContain(left.startsAt.toISOString());
  });

  it('names its size before it is asked for: the facilities it holds and its compressed bytes', async () => {
    await createFacility(t.database.db, { name: 'Centre de Santé Taille' });
    t.app.directoryVersion.invalidate();
    const copyResponse = await t.app.inject({ method: 'GET', url: copyUrl(), headers: { 'accept-encoding': 'gzip' } });
    const copy = JSON.parse(gunzipSync(copyResponse.rawPayload).toString('utf8')) as OfflineDirectory;
    const size = await readOk<OfflineDirectorySize>(t, '/api/offline-directory/size');
    expect(size.facilities).toBe(copy.facilities.length);
    // Within a few percent of what the copy really costs over the network.
    expect(Math.abs(size.bytes - copyResponse.rawPayload.length)).toBeLessThan(copyResponse.rawPayload.length * 0.2);
  });

  it('keeps its size estimate for the hour, however the directory changes, then measures again', async () => {
    const first = await readOk<OfflineDirectorySize>(t, '/api/offline-directory/size');
    await createFacility(t.database.db, { name: 'Centre de Santé Plus Tard' });
    expect(await readOk<OfflineDirectorySize>(t, '/api/offline-directory/size')).toEqual(first);
    fake.advance(HOUR);
    const later = await readOk<OfflineDirectorySize>(t, '/api/offline-directory/size');
    expect(later.facilities).toBe(first.facilities + 1);
  });

  it('starts the copy again for a cursor from ahead of this database', async () => {
    const copy = await readOk<OfflineDirectory>(t, copyUrl('999999999999.0000abcd'));
    expect(copy.full).toBe(true);
    expect(copy.places).not.toBeNull();
    expect(copy.facilities.length).toBeGreaterThan(0);
  });

  it('refuses a cursor it did not give with a field error', async () => {
    expectFieldError(await readPublic(t, copyUrl('yesterday')), 'since', 'invalid_format');
  });

  it('lets a browser holding the same answer revalidate it for nothing', async () => {
    const first = await readPublic(t, copyUrl());
    const again = await t.app.inject({
      method: 'GET',
      url: copyUrl(),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The next hour's copy holds other duty windows: another answer.
    fake.advance(HOUR);
    const later = await t.app.inject({
      method: 'GET',
      url: copyUrl(),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(later.statusCode).toBe(200);
  });
});
