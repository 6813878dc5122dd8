import { tables } from '@hc/db';
import { createDutyPeriod, createFacility, createPlace, createSubdivision } from '@hc/db/factories';
import type { ApiError, RotaImportPreviewResult, RotaImportRejected, RotaImportResult } from '@hc/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/** A Wednesday in Douala; the list is for the week from Saturday 28 November. */
const NOW = '2026-11-25T10:00:00Z';
const clock = createFakeClock(NOW);
let t: TestApp;
let staff: string;
let staffId: number;
let place: { regionId: number; divisionId: number; subdivisionId: number };
const ids: Record<string, number> = {};

const db = () => t.database.db;

/** The town's pharmacies: [key, name, phone]. */
const directory: [string, string, string | null][] = [
  ['littoral', 'Pharmacie du Littoral', '+237233421234'],
  ['bonanjo', 'Pharmacie de Bonanjo', null],
  ['therese', 'Pharmacie Sainte Thérèse', null],
  ['paix', 'Pharmacie de la Paix', null],
  ['missoke', 'Pharmacie Makepe Missoke', null],
  ['tropez', 'Pharmacie Makepe Saint-Tropez', null],
  ['wouri', 'Pharmacie du Wouri', null],
  ['akwa', 'Pharmacie Akwa Centre', null],
  ['deido', 'Pharmacie Deido', null],
  ['bonamoussadi', 'Pharmacie Bonamoussadi', null],
  ['estuaire', "Pharmacie de l'Estuaire", null],
  ['bali', 'Pharmacie Bali', null],
  ['ndokoti', 'Pharmacie Ndokoti', null],
  ['bepanda', 'Pharmacie Bépanda', null],
  ['marche', 'Pharmacie du Marché Central', null],
  ['logbaba', 'Pharmacie Logbaba', null],
  ['kotto', 'Pharmacie Kotto', null],
  ['palmiers', 'Pharmacie Cité des Palmiers', null],
  ['bonaberi', 'Pharmacie de Bonabéri', '+237699000010'],
  ['hangar', 'Pharmacie Grand Hangar', null],
  ['beedi', 'Pharmacie Beedi', '+237677000020'],
  ['raphael', 'Pharmacie Ange Raphaël', null],
  ['bonapriso', 'Pharmacie Bonapriso', null],
  ['village', 'Pharmacie Village', null],
  ['saker', 'Pharmacie Saker', null],
];

/** The list as published: a header, two zones, 30 pharmacies (several misspelt, accents missing). */
const LIST = [
  'ORDRE NATIONAL DES PHARMACIENS DU CAMEROUN – SECTION LITTORAL',
  'Pharmacies de garde du samedi 28/11/2026 au samedi 05/12/2026',
  'DOUALA – ZONE BONABERI',
  'PHARMACIE DU LITTORAL – 233 42 12 34', // 4 matched (name and phone)
  'PHCIE BONANJO', // 5 matched (abbreviation)
  'Pharmacie Sainte Therese', // 6 matched (accents missing)
  'PHARMACIE DE LA PAIX', // 7 matched
  'Pharmacie Makepe', // 8 unsure: two Makepe pharmacies
  'Pharmacie du Wouri', // 9 matched
  'Pharmacie Akwa Centre', // 10 matched
  'Phcie Deido', // 11 matched
  'Pharmacie Bonamousadi', // 12 matched (misspelt)
  'Pharmacie de l Estuaire', // 13 matched
  'Pharmacie Bali', // 14 matched
  'Pharmacie Ndokotti', // 15 matched (misspelt)
  'PHARMACIE BEPANDA', // 16 matched (accent missing)
  'Pharmacie du Marche Central', // 17 matched
  'DOUALA – ZONE AKWA',
  'Pharmacie Logbaba', // 19 matched
  'Pharmacie Koto', // 20 matched (misspelt)
  'Pharmacie Cite des Palmiers', // 21 matched
  'PHCIE BONABERI – 699 00 00 10', // 22 matched (phone)
  'Pharmacie Grand Hangar', // 23 matched
  'Pharmacie Horizon – 677 00 00 20', // 24 unsure: Beedi's phone, another name
  'Pharmacie Nouvelle Aurore – 699 12 34 56', // 25 unknown
  'Pharmacie Espoir', // 26 unknown
  'Pharmacie Mboppi', // 27 unknown
  'Pharmacie Ange Raphael', // 28 matched (accent missing)
  'PHCIE BONAPRISO', // 29 matched
  'Pharmacie Soleil Levant', // 30 unknown
  'Pharmacie Village', // 31 matched
  'Pharmacie Sakker', // 32 matched (misspelt)
  'Pharmacie Beau Sejour', // 33 unknown
  'Pharmacie Makepe Saint Tropez', // 34 matched
].join('\n');

const MATCHED = [4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 28, 29, 31, 32, 34];
const UNSURE = [8, 24];
const UNKNOWN = [25, 26, 27, 30, 33];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
  place = await createPlace(db());
  const other = await createSubdivision(db(), { divisionId: place.divisionId });
  for (const [index, [key, name, phone]] of directory.entries())
    ids[key] = (
      await createFacility(db(), {
        category: 'pharmacy',
        name,
        phone,
        ...place,
        subdivisionId: index % 2 ? other.id : place.subdivisionId,
      })
    ).id;
  // Alike, but not candidates: suspended, or in another town.
  await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie Espoir', status: 'suspended', ...place });
  await createFacility(db(), { category: 'pharmacy', name: 'Pharmacie Mboppi' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie: string | null = staff) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const body = (extra: object = {}) => ({ text: LIST, divisionId: place.divisionId, ...extra });

async function preview(extra: object = {}) {
  const response = await post('/api/admin/pharmacy-calls/import/preview', body(extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RotaImportPreviewResult }>().data;
}

const periodsOf = (facilityIds: number[]) =>
  db().select().from(tables.pharmacyDutyPeriods).where(inArray(tables.pharmacyDutyPeriods.facilityId, facilityIds));

describe('rota list import: preview', () => {
  it('matches the 30 lines: misspelt and unaccented names found, unsure ones with candidates, unknown ones proposed', async () => {
    const result = await preview();
    expect(result.format).toBe('text');
    expect(result.lines).toHaveLength(30);
    expect(result.problems).toEqual([]);
    const linesOf = (match: string) => result.lines.filter((l) => l.match === match).map((l) => l.line);
    expect(linesOf('matched')).toEqual(MATCHED);
    expect(linesOf('unsure')).toEqual(UNSURE);
    expect(linesOf('unknown')).toEqual(UNKNOWN);
    expect(result.counts).toEqual({ matched: 23, unsure: 2, unknown: 5 });

    const line = (n: number) => result.lines.find((l) => l.line === n)!;
    expect(line(4)).toMatchObject({
      zone: 'DOUALA – ZONE BONABERI',
      name: 'PHARMACIE DU LITTORAL',
      phone: '+237233421234',
      startsAt: '2026-11-28T06:30:00.000Z',
      endsAt: '2026-12-05T06:30:00.000Z',
      candidates: [{ facilityId: ids.littoral, isPhoneMatch: true, score: 1 }],
      conflict: null,
    });
    expect(line(12).candidates[0]!.facilityId).toBe(ids.bonamoussadi);
    expect(line(20).candidates[0]!.facilityId).toBe(ids.kotto);
    expect(line(32).candidates[0]!.facilityId).toBe(ids.saker);
    expect(
      line(8)
        .candidates.map((c) => c.facilityId)
        .sort(),
    ).toEqual([ids.missoke, ids.tropez].sort());
    expect(line(24).candidates[0]).toMatchObject({ facilityId: ids.beedi, isPhoneMatch: true });
    expect(line(19).zone).toBe('DOUALA – ZONE AKWA');
    // A suspended pharmacy and another town's are no candidates.
    expect(line(26).candidates).toEqual([]);
    expect(line(27).candidates).toEqual([]);
  });

  it('writes nothing, and shows an overlap a matched line would meet', async () => {
    const existing = await createDutyPeriod(db(), {
      facilityId: ids.saker!,
      startsAt: new Date('2026-12-01T21:00:00Z'),
      endsAt: new Date('2026-12-02T06:30:00Z'),
    });
    const before = await db().$count(tables.pharmacyDutyPeriods);
    const result = await preview();
    expect(await db().$count(tables.pharmacyDutyPeriods)).toBe(before);
    expect(result.lines.find((l) => l.line === 32)!.conflict).toMatchObject({ periodId: existing.id });
    await db().delete(tables.pharmacyDutyPeriods).where(eq(tables.pharmacyDutyPeriods.id, existing.id));
  });

  it('reads an uploaded file (multipart) as pasted text', async () => {
    const boundary = '----rota';
    const part = (name: string, value: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
    const csv = 'Du;Au;Zone;Nom;Téléphone\n28/11/2026;05/12/2026;Bonaberi;Phcie Bonanjo;\n';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pharmacy-calls/import/preview',
      headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('divisionId', String(place.divisionId))}${part('file', csv, 'garde.csv')}--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: RotaImportPreviewResult }>().data;
    expect(data.format).toBe('csv');
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]).toMatchObject({ line: 2, zone: 'Bonaberi', match: 'matched' });
    expect(data.lines[0]!.candidates[0]!.facilityId).toBe(ids.bonanjo);
  });

  it('answers 400 with field codes for a bad place, and 413 past 500 lines', async () => {
    const bad = await post('/api/admin/pharmacy-calls/import/preview', { text: LIST, divisionId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error.fields).toEqual([expect.objectContaining({ path: 'divisionId' })]);
    const elsewhere = await createSubdivision(db());
    const mismatch = await post('/api/admin/pharmacy-calls/import/preview', body({ subdivisionId: elsewhere.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'subdivisionId', code: 'location_mismatch' }),
    ]);
    const long = Array.from({ length: 501 }, (_, i) => `Pharmacie ${i} 6990000${String(i).padStart(2, '0')}`);
    const tooMany = await post('/api/admin/pharmacy-calls/import/preview', body({ text: long.join('\n') }));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<ApiError>().error.fields).toEqual([
      expect.objectContaining({ path: 'text', code: 'too_large', params: { maximum: 500 } }),
    ]);
  });
});

describe('rota list import: access', () => {
  it('answers 401 to visitors, 403 to other roles and to an account limited to another region', async () => {
    expect((await post('/api/admin/pharmacy-calls/import/preview', body(), null)).statusCode).toBe(401);
    expect((await post('/api/admin/pharmacy-calls/import', body({ decisions: [] }), null)).statusCode).toBe(401);
    const patient = (await signedInAs(t, 'patient')).cookie;
    expect((await post('/api/admin/pharmacy-calls/import/preview', body(), patient)).statusCode).toBe(403);
    const elsewhere = await createPlace(db());
    const limited = (await signedInAs(t, 'manager', { scopeRegionId: elsewhere.regionId })).cookie;
    expect((await post('/api/admin/pharmacy-calls/import/preview', body(), limited)).statusCode).toBe(403);
    expect((await post('/api/admin/pharmacy-calls/import', body({ decisions: [] }), limited)).statusCode).toBe(403);
    const own = (await signedInAs(t, 'manager', { scopeRegionId: place.regionId })).cookie;
    expect((await post('/api/admin/pharmacy-calls/import/preview', body(), own)).statusCode).toBe(200);
  });
});

describe('rota list import: import', () => {
  it('refuses lines left undecided (400), writing nothing', async () => {
    const response = await post('/api/admin/pharmacy-calls/import', body({ decisions: [] }));
    expect(response.statusCode).toBe(400);
    const paths = response.json<ApiError>().error.fields!.map((f) => `${f.path}:${f.code}`);
    expect(paths).toEqual([...UNSURE, ...UNKNOWN].sort((a, b) => a - b).map((n) => `lines.${n}:required`));
  });

  it('applies the decisions: periods, pending pharmacies, history and log; a second import conflicts', async () => {
    const decisions = [
      { line: 8, action: 'use', facilityId: ids.missoke },
      { line: 24, action: 'skip' },
      { line: 25, action: 'new' },
      { line: 26, action: 'new' },
      { line: 27, action: 'skip' },
      { line: 30, action: 'new' },
      { line: 33, action: 'use', facilityId: ids.bali },
    ];
    // Line 33 names Pharmacie Bali, already on duty from line 14: an overlap inside the list.
    const refused = await post('/api/admin/pharmacy-calls/import', body({ decisions }));
    expect(refused.statusCode, refused.body).toBe(409);
    const rejected = refused.json<RotaImportRejected>();
    expect(rejected.data.lines.filter((l) => l.outcome === 'conflict')).toEqual([
      expect.objectContaining({ line: 33, reason: 'duty_overlap', conflict: null, periodId: null }),
    ]);
    expect(await db().$count(tables.pharmacyDutyPeriods)).toBe(0);
    expect(await db().$count(tables.facilities, eq(tables.facilities.name, 'Pharmacie Espoir'))).toBe(1);

    decisions[6] = { line: 33, action: 'skip' };
    const response = await post('/api/admin/pharmacy-calls/import', body({ decisions }));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: RotaImportResult }>().data;
    expect(result.counts).toEqual({ periods: 27, newPharmacies: 3, skipped: 3, conflicts: 0 });
    const byLine = new Map(result.lines.map((l) => [l.line, l]));
    expect(byLine.get(8)).toMatchObject({ outcome: 'created', facilityId: ids.missoke });
    expect(byLine.get(12)).toMatchObject({ outcome: 'created', facilityId: ids.bonamoussadi });
    expect(byLine.get(24)).toMatchObject({ outcome: 'skipped', periodId: null });

    const [period] = await periodsOf([ids.bonamoussadi!]);
    expect(period).toMatchObject({
      startsAt: new Date('2026-11-28T06:30:00Z'),
      endsAt: new Date('2026-12-05T06:30:00Z'),
      dutyGroupId: null,
      cancelledAt: null,
    });

    const created = await db()
      .select()
      .from(tables.facilities)
      .where(eq(tables.facilities.id, byLine.get(25)!.facilityId!));
    expect(created[0]).toMatchObject({
      name: 'Pharmacie Nouvelle Aurore',
      phone: '+237699123456',
      category: 'pharmacy',
      status: 'pending',
      source: 'staff',
      regionId: place.regionId,
      divisionId: place.divisionId,
      subdivisionId: null,
      createdBy: staffId,
    });
    expect(await periodsOf([created[0]!.id])).toHaveLength(1);

    const history = await db()
      .select()
      .from(tables.facilityHistory)
      .where(eq(tables.facilityHistory.facilityId, created[0]!.id))
      .orderBy(tables.facilityHistory.id);
    expect(history.map((h) => h.action)).toEqual(['created', 'duty_added']);
    expect(history[0]).toMatchObject({
      userId: staffId,
      changes: expect.objectContaining({ status: { before: null, after: 'pending' } }),
    });
    const [added] = await db()
      .select()
      .from(tables.facilityHistory)
      .where(
        and(eq(tables.facilityHistory.facilityId, ids.littoral!), eq(tables.facilityHistory.action, 'duty_added')),
      );
    expect(added!.changes).toEqual({
      startsAt: { before: null, after: '2026-11-28T06:30:00.000Z' },
      endsAt: { before: null, after: '2026-12-05T06:30:00.000Z' },
      importedLine: { before: null, after: 4 },
    });

    const logs = await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id));
    const details = logs.map((l) => l.details as { action?: string; facilityId?: number } | null);
    expect(details.filter((d) => d?.action === 'duty_added')).toHaveLength(27);
    expect(details.filter((d) => d?.action === 'created')).toHaveLength(3);
    expect(details[0]).toMatchObject({ action: 'duty_list_imported', periods: 27, newPharmacies: 3 });
    expect(logs[0]!.userId).toBe(staffId);

    // The same list again: every pharmacy is already on duty then; nothing is written.
    const count = await db().$count(tables.pharmacyDutyPeriods);
    const repeat = await post(
      '/api/admin/pharmacy-calls/import',
      body({ decisions: [...UNSURE, ...UNKNOWN].map((line) => ({ line, action: 'skip' })) }),
    );
    expect(repeat.statusCode).toBe(409);
    const conflicts = repeat.json<RotaImportRejected>().data.lines.filter((l) => l.outcome === 'conflict');
    expect(conflicts.length).toBeGreaterThan(20);
    expect(conflicts.find((l) => l.line === 4)!.conflict).toMatchObject({ periodId: expect.any(Number) });
    expect(await db().$count(tables.pharmacyDutyPeriods)).toBe(count);
  });
});
