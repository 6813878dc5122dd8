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
  'facility-form',
  'facility-import',
  'outbox',
  'patients',
  'payments',
  'pharmacy-calls',
  'website-data',
];

describe('catalog loading', () => {
  it('the public site loads its own catalogs but not the back-office ones', async () => {
    for (const namespace of namespaces.filter((name) => !backOffice.includes(name))) {
      await expect(loadCatalog('fr', namespace)).resolves.toBeTypeOf('object');
    }
    for (const namespace of backOffice) {
      await expect(loadCatalog('en', namespace)).rejects.toThrow(`No catalog en/${namespace}`);
    }
  });

  it('once the back-office is loaded, every catalog in both languages loads', async () => {
    await import('./catalogs');
    for (const language of ['en', 'fr']) {
      for (const namespace of namespaces) {
        await expect(loadCatalog(language, namespace)).resolves.toBeTypeOf('object');
      }
    }
  });
});
