import { facilityServiceCodes, facilityTypes } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: string; name: string; nameEn: string; nameFr: string };
const list = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return { response, items: response.json<{ data: Item[] }>().data };
};

describe('GET /api/services', () => {
  it('lists every service code with both names, by English name, cacheable for an hour', async () => {
    const { response, items } = await list('/api/services');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(items.map((s) => s.id).sort()).toEqual([...facilityServiceCodes].sort());
    expect(items).toContainEqual({
      id: 'mobile_money',
      nameEn: 'Mobile Money payment',
      nameFr: 'Paiement Mobile Money',
      name: 'Mobile Money payment',
    });
    const english = items.map((s) => s.nameEn);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names them in the language asked for: ?lang=, else Accept-Language', async () => {
    const nameOf = (items: Item[], id: string) => items.find((s) => s.id === id)?.name;
    expect(nameOf((await list('/api/services?lang=fr')).items, 'results_by_sms')).toBe('Résultats par SMS');
    const byHeader = await list('/api/services', { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' });
    expect(nameOf(byHeader.items, 'home_delivery')).toBe('Livraison à domicile');
    // Shared caches must keep one answer per language when the header chose it.
    expect(byHeader.response.headers.vary).toContain('accept-language');
    expect(nameOf((await list('/api/services?lang=en', { 'accept-language': 'fr' })).items, 'home_delivery')).toBe(
      'Home delivery',
    );
  });

  it('refuses a language it does not speak', async () => {
    const response = await t.app.inject({ url: '/api/services?lang=de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/facility-types', () => {
  it('lists every facility type by its code, named in the language asked for', async () => {
    const { items } = await list('/api/facility-types?lang=fr');
    expect(items.map((s) => s.id).sort()).toEqual([...facilityTypes].sort());
    expect(items).toContainEqual({
      id: 'eye_care_center',
      nameEn: 'Eye Care Center',
      nameFr: 'Centre ophtalmologique',
      name: 'Centre ophtalmologique',
    });
    expect((await list('/api/facility-types')).items.find((s) => s.id === 'pharmacy')?.name).toBe('Pharmacy');
  });
});
