import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../lib/i18n';

const localesDir = path.resolve(import.meta.dirname, '../locales');
const namespaces = readdirSync(path.join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));
const backOffice = [
  'admin',
  'admin-facilities',
  'analytics',
  'app-data',
  'bookings',
  'claims',
  'doctors-admin',
  'duty-groups',
  'employees',
  'facility-claims-admin',
  'facility-form',
  'facility-import',
  'outbox',
  'patients',
  'payments',
  'pharmacy-calls',
  'website-data',
];

/** Catalogs of parts a page loads only sometimes: their module registers them (lib/i18n.ts). */
const onDemand = {
  manager: '../features/managed-facilities/catalogs',
  'on-call-help': '../features/facilities/listings/components/no-rota-help',
  'search-nearest': '../features/search/components/nearest-alternatives',
  'facility-claim': '../features/facility-claims/catalogs',
};

describe('catalog loading', () => {
  it('the public site loads its own catalogs but not the back-office ones, nor those of parts loaded on demand', async () => {
    for (const namespace of namespaces.filter((name) => !backOffice.includes(name) && !(name in onDemand))) {
      await expect(loadCatalog('fr', namespace)).resolves.toBeTypeOf('object');
    }
    for (const namespace of backOffice) {
      await expect(loadCatalog('en', namespace)).rejects.toThrow(`No catalog en/${namespace}`);
    }
  });

  it('a part loaded on demand brings its own catalog', async () => {
    for (const [namespace, module] of Object.entries(onDemand)) {
      await import(/* @vite-ignore */ module);
      for (const language of ['en', 'fr']) await expect(loadCatalog(language, namespace)).resolves.toBeTypeOf('object');
    }
  });

  it('once the back-office is loaded, every catalog in both languages loads', async () => {
    await import('./catalogs');
    for (const module of Object.values(onDemand)) await import(/* @vite-ignore */ module);
    for (const language of ['en', 'fr']) {
      for (const namespace of namespaces) {
        await expect(loadCatalog(language, namespace)).resolves.toBeTypeOf('object');
      }
    }
  });
});
