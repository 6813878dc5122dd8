import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFacilityServiceCode, serviceName } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacility } from '../factories';
import { facilities } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { demoFacilities } from './demo-directory';

const migrationFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/0024_service_codes.sql',
);

const demoCodes = [...new Set(demoFacilities.flatMap((f) => f.services))];

describe('demo directory services', () => {
  it('are catalogue codes, so each reader sees them in their language', () => {
    expect(demoCodes.filter((s) => !isFacilityServiceCode(s))).toEqual([]);
    expect(demoCodes.map((code) => serviceName(code, 'fr'))).toContain('Paiement Mobile Money');
  });
});

describe('migration 0024: service texts to codes', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const servicesOf = async (id: number) =>
    (await database.db.select({ services: facilities.services }).from(facilities).where(eq(facilities.id, id)))[0]
      ?.services;

  it('turns the known English names of a row written before it into codes, keeping other texts and the order', async () => {
    // Rows as 0023 left them: English texts, some typed by staff and unknown to the catalogue.
    const legacy = await createFacility(database.db, {
      services: ['Mobile Money payment', 'Free parking', 'Results by SMS', '24-hour emergency'],
    });
    const untouched = await createFacility(database.db, { services: ['Free parking'] });
    const empty = await createFacility(database.db, { services: [] });

    await database.exec(readFileSync(migrationFile, 'utf8'));

    expect(await servicesOf(legacy.id)).toEqual(['mobile_money', 'Free parking', 'results_by_sms', 'emergency_24h']);
    expect(await servicesOf(untouched.id)).toEqual(['Free parking']);
    expect(await servicesOf(empty.id)).toEqual([]);
  });

  it('knows every English text the demo seed wrote before codes', async () => {
    // Until 0024 the demo seed stored each service's English name: databases seeded then hold exactly these.
    const seededBefore = await createFacility(database.db, { services: demoCodes.map((c) => serviceName(c, 'en')) });

    await database.exec(readFileSync(migrationFile, 'utf8'));

    expect(await servicesOf(seededBefore.id)).toEqual(demoCodes);
  });
});
