import type { ApiError, Division, Doctor, LabTest, ListMeta, Region, Specialty, Subdivision } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ withReferenceData: true });
});

afterAll(async () => {
  await t?.close();
});

async function data<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

async function expectValidationError(url: string): Promise<ApiError['error']> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ApiError>();
  expect(body.error.code).toBe('validation_failed');
  return body.error;
}

const SPECIALTIES = [
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'Family Medicine',
  'Gastroenterology',
  'General Practice',
  'Gynecology',
  'Hematology',
  'Immunology',
  'Internal Medicine',
  'Nephrology',
  'Neurology',
  'Obstetrics',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Otolaryngology',
  'Pathology',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Radiology',
  'Rheumatology',
  'Surgery',
  'Urology',
];

describe('GET /api/regions', () => {
  it('answers the 10 regions, ids 100 to 109, named in English and French', async () => {
    const regions = await data<Region[]>('/api/regions');
    expect(regions).toHaveLength(10);
    expect(regions.map((r) => r.id).sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    for (const region of regions) {
      expect(region.nameEn.length).toBeGreaterThan(0);
      expect(region.nameFr.length).toBeGreaterThan(0);
      expect(region.code).toMatch(/^CM-[A-Z]{2}$/);
    }
    const centre = regions.find((r) => r.id === 100);
    expect(centre).toMatchObject({ nameEn: 'Centre', nameFr: 'Centre', capital: 'Yaoundé' });
    expect(regions.find((r) => r.id === 104)).toMatchObject({ nameEn: 'Far North', nameFr: 'Extrême-Nord' });
  });
});

describe('GET /api/divisions', () => {
  it('answers all 58 divisions', async () => {
    const divisions = await data<Division[]>('/api/divisions');
    expect(divisions).toHaveLength(58);
    expect(new Set(divisions.map((d) => d.id)).size).toBe(58);
    expect(divisions.every((d) => d.regionId >= 100 && d.regionId <= 109)).toBe(true);
  });

  it('answers only the divisions of the region asked for', async () => {
    const all = await data<Division[]>('/api/divisions');
    const centre = await data<Division[]>('/api/divisions?region=100');
    expect(centre.length).toBeGreaterThan(0);
    expect(centre.every((d) => d.regionId === 100)).toBe(true);
    expect(centre.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      all
        .filter((d) => d.regionId === 100)
        .map((d) => d.id)
        .sort((a, b) => a - b),
    );
    expect(centre.map((d) => d.nameEn)).toContain('Mfoundi');
    // Every region has divisions, and they add up to the whole.
    let total = 0;
    for (let region = 100; region <= 109; region++)
      total += (await data<Division[]>(`/api/divisions?region=${region}`)).length;
    expect(total).toBe(58);
  });

  it('answers an empty list for a region that does not exist, and 400 for a malformed one', async () => {
    expect(await data<Division[]>('/api/divisions?region=999')).toEqual([]);
    expect((await expectValidationError('/api/divisions?region=abc')).fields).toHaveProperty('region');
  });

  it('treats an empty region as no restriction', async () => {
    expect(await data<Division[]>('/api/divisions?region=')).toHaveLength(58);
  });
});

describe('GET /api/subdivisions', () => {
  it('answers all 360 subdivisions, each Urban or Rural', async () => {
    const subdivisions = await data<Subdivision[]>('/api/subdivisions');
    expect(subdivisions).toHaveLength(360);
    expect(subdivisions.every((s) => s.type === 'Urban' || s.type === 'Rural')).toBe(true);
  });

  it("answers only Mfoundi's subdivisions, Yaoundé I to VII, for division 7", async () => {
    const mfoundi = await data<Subdivision[]>('/api/subdivisions?division=7');
    expect(mfoundi.every((s) => s.divisionId === 7)).toBe(true);
    expect(mfoundi.map((s) => s.nameEn).sort()).toEqual([
      'Yaoundé I',
      'Yaoundé II',
      'Yaoundé III',
      'Yaoundé IV',
      'Yaoundé V',
      'Yaoundé VI',
      'Yaoundé VII',
    ]);
  });

  it('rejects a malformed division', async () => {
    expect((await expectValidationError('/api/subdivisions?division=seven')).fields).toHaveProperty('division');
  });
});

describe('GET /api/specialties and /api/laboratory-tests', () => {
  it('answers the 26 specialties with French names', async () => {
    const specialties = await data<Specialty[]>('/api/specialties');
    expect(specialties.map((s) => s.nameEn).sort()).toEqual([...SPECIALTIES].sort());
    expect(specialties.every((s) => s.nameFr.length > 0)).toBe(true);
    expect(specialties.find((s) => s.nameEn === 'Pediatrics')?.nameFr).toBe('Pédiatrie');
  });

  it('answers the laboratory test catalogue with French names', async () => {
    const tests = await data<LabTest[]>('/api/laboratory-tests');
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((x) => x.nameEn.length > 0 && x.nameFr.length > 0)).toBe(true);
    expect(tests.find((x) => x.nameEn === 'HIV Test')?.nameFr).toBe('Test VIH');
  });
});

describe('GET /api/doctors', () => {
  type DoctorList = { data: Doctor[]; meta: ListMeta };
  const doctors = async (query: string): Promise<DoctorList> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DoctorList>();
  };

  it('filters by specialty name (English or French) or id', async () => {
    const specialties = await data<Specialty[]>('/api/specialties');
    const cardiology = specialties.find((s) => s.nameEn === 'Cardiology')!;
    for (const specialty of ['Cardiology', 'Cardiologie', String(cardiology.id)]) {
      const body = await doctors(`?specialty=${specialty}`);
      expect(body.meta.total, specialty).toBe(2);
      expect(body.data.every((d) => d.specialty?.nameEn === 'Cardiology')).toBe(true);
      expect(body.data.map((d) => d.facility?.id).sort()).toEqual([1, 6]);
    }
  });

  it('filters by hospital', async () => {
    const body = await doctors('?hospital=1');
    expect(body.meta.total).toBe(6);
    expect(body.data.every((d) => d.facility?.id === 1)).toBe(true);
    expect(body.data.map((d) => d.name)).toContain('Dr. Hélène Ngono');
  });

  it('combines specialty, hospital and region filters', async () => {
    const both = await doctors('?specialty=Surgery&hospital=2');
    expect(both.data.map((d) => d.name)).toEqual(['Dr. Serge Atangana']);
    const littoral = await doctors('?region=101&pageSize=100');
    expect(littoral.meta.total).toBe(11);
    const doualaHospitals = new Set([6, 7]);
    expect(littoral.data.every((d) => doualaHospitals.has(d.facility?.id ?? 0))).toBe(true);
    expect((await doctors('?specialty=Cardiology&region=108')).meta.total).toBe(0);
  });

  it('rejects a malformed hospital id', async () => {
    expect((await expectValidationError('/api/doctors?hospital=abc')).fields).toHaveProperty('hospital');
  });
});
