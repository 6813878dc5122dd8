import { tables } from '@hc/db';
import { createLabTest, createSpecialty } from '@hc/db/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const fakeClock = createFakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
  await createSpecialty(t.database.db, { nameEn: 'Pediatrics', nameFr: 'Pédiatrie' });
  await createSpecialty(t.database.db, { nameEn: 'Cardiology', nameFr: 'Cardiologie' });
  await createLabTest(t.database.db, { nameEn: 'Malaria test', nameFr: 'Test du paludisme' });
  await createLabTest(t.database.db, { nameEn: 'Blood count', nameFr: 'Numération sanguine' });
});
afterAll(() => t.close());

describe('GET /api/specialties', () => {
  it('lists the specialties in both languages, by English name, cacheable for an hour', async () => {
    const response = await t.app.inject({ url: '/api/specialties' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      data: [
        { id: expect.any(Number), nameEn: 'Cardiology', nameFr: 'Cardiologie', name: 'Cardiology' },
        { id: expect.any(Number), nameEn: 'Pediatrics', nameFr: 'Pédiatrie', name: 'Pediatrics' },
      ],
    });
  });

  it('names them in the language asked for: ?lang=, else Accept-Language', async () => {
    const names = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ url, headers })).json<{ data: { name: string }[] }>().data.map((s) => s.name);
    expect(await names('/api/specialties?lang=fr')).toEqual(['Cardiologie', 'Pédiatrie']);
    expect(await names('/api/specialties', { 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual([
      'Cardiologie',
      'Pédiatrie',
    ]);
    expect(await names('/api/laboratory-tests?lang=fr')).toEqual(['Numération sanguine', 'Test du paludisme']);
  });

  it('shows a renamed specialty once the directory version moves', async () => {
    await t.database.db
      .update(tables.specialties)
      .set({ nameFr: 'Cardiologie (adultes)' })
      .where(eq(tables.specialties.nameEn, 'Cardiology'));
    fakeClock.advance(1_001);
    const names = (await t.app.inject({ url: '/api/specialties' }))
      .json()
      .data.map((s: { nameFr: string }) => s.nameFr);
    expect(names).toEqual(['Cardiologie (adultes)', 'Pédiatrie']);
  });
});

describe('GET /api/laboratory-tests', () => {
  it('lists the laboratory tests in both languages, by English name', async () => {
    const response = await t.app.inject({ url: '/api/laboratory-tests' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json().data).toEqual([
      { id: expect.any(Number), nameEn: 'Blood count', nameFr: 'Numération sanguine', name: 'Blood count' },
      { id: expect.any(Number), nameEn: 'Malaria test', nameFr: 'Test du paludisme', name: 'Malaria test' },
    ]);
  });
});
