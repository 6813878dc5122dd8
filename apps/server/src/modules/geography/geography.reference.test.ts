import type { Division, LabTest, Region, Specialty, Subdivision } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The subject here is the real reference data (shared/data/cameroon and the seed's catalogues) as the
 * API serves it; the behaviour of the routes themselves is tested on factory rows in geography.test.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' });
});

afterAll(async () => {
  await t?.close();
});

async function data<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('the imported administrative map', () => {
  it('has the 10 regions, ids 100 to 109, with ISO codes and names in English and French', async () => {
    const regions = await data<Region[]>('/api/regions');
    expect(regions.map((r) => r.id).sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    expect(regions.every((r) => /^CM-[A-Z]{2}$/.test(r.code) && r.nameEn.length > 0 && r.nameFr.length > 0)).toBe(true);
    expect(regions.find((r) => r.id === 100)).toMatchObject({ nameEn: 'Centre', nameFr: 'Centre', capital: 'Yaoundé' });
    expect(regions.find((r) => r.id === 104)).toMatchObject({ nameEn: 'Far North', nameFr: 'Extrême-Nord' });
  });

  it('has 58 divisions, each in one region, that add up region by region', async () => {
    const divisions = await data<Division[]>('/api/divisions');
    expect(new Set(divisions.map((d) => d.id)).size).toBe(58);
    let total = 0;
    for (let region = 100; region <= 109; region++) {
      const ofRegion = await data<Division[]>(`/api/divisions?region=${region}`);
      expect(ofRegion.length, `region ${region}`).toBeGreaterThan(0);
      total += ofRegion.length;
    }
    expect(total).toBe(58);
    expect((await data<Division[]>('/api/divisions?region=100')).map((d) => d.nameEn)).toContain('Mfoundi');
  });

  it("has 360 subdivisions, Urban or Rural; Mfoundi's are Yaoundé I to VII", async () => {
    const subdivisions = await data<Subdivision[]>('/api/subdivisions');
    expect(subdivisions).toHaveLength(360);
    expect(subdivisions.every((s) => s.type === 'Urban' || s.type === 'Rural')).toBe(true);
    const mfoundi = await data<Subdivision[]>('/api/subdivisions?division=7');
    expect(mfoundi.map((s) => s.nameEn).sort()).toEqual(
      ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'].map((n) => `Yaoundé ${n}`),
    );
  });
});

describe('the imported catalogues', () => {
  it('has the 26 specialties and the laboratory tests, each named in French too', async () => {
    const specialties = await data<Specialty[]>('/api/specialties');
    expect(specialties).toHaveLength(26);
    expect(specialties.every((s) => s.nameFr.length > 0)).toBe(true);
    expect(specialties.find((s) => s.nameEn === 'Pediatrics')?.nameFr).toBe('Pédiatrie');
    const tests = await data<LabTest[]>('/api/laboratory-tests');
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((x) => x.nameFr.length > 0)).toBe(true);
    expect(tests.find((x) => x.nameEn === 'HIV Test')?.nameFr).toBe('Test VIH');
  });
});
