import type { Database } from '../client';
import { analyzeTables, facilityTables, neverAnalyzed } from '../planner-statistics';
import { type UpsertCounts } from './bulk';
import { rollDemoDutyRota, seedDemoDirectory, seedLabTests } from './demo';
import { seedDemoBackOffice } from './demo-backoffice';
import { seedDemoCare } from './demo-care';
import { fallbackDivisions, fallbackRegions, fallbackSubdivisions } from './fallback-geography';
import { importGeography, importOsmFacilities } from './import-reference';
import { readReferenceData } from './reference-files';
import { readPublicList } from './sources/public-list-file';
import { importPublicList, type PublicListReport } from './sources/public-list-source';
import type { SourceImportCounts } from './sources/import-source';
import { specialtyNames } from './specialties';
import { bulkUpsert } from './bulk';

/** Issue 36: the CSV import reads an Opening Hours column with the same evaluator as the OpenStreetMap import. */
export { parseOsmOpeningHours } from './opening-hours';

export type SeedOptions = {
  referenceDataDir: string;
  demoData: boolean;
  now?: Date;
  log?: (message: string, details?: Record<string, unknown>) => void;
};

export type SeedReport = {
  referenceData: 'imported' | 'fallback';
  regions: UpsertCounts;
  divisions: UpsertCounts;
  subdivisions: UpsertCounts;
  osmFacilities: SourceImportCounts | null;
  /** The 2019 national public facility list, when the reference folder holds it. */
  publicListFacilities: PublicListReport | null;
  demoFacilities: UpsertCounts | null;
  dutyPeriodsAdded: number;
};

/** Idempotent: a second run with the same inputs inserts and updates nothing. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const { db } = database;
  await bulkUpsert(db, {
    table: 'specialties',
    columns: ['name_en', 'name_fr'],
    conflictTarget: 'name_en',
    updateColumns: ['name_fr'],
    rows: specialtyNames.map((s) => ({ name_en: s.nameEn, name_fr: s.nameFr })),
  });
  await seedLabTests(db);

  const reference = await readReferenceData(options.referenceDataDir);
  if (!reference) {
    log(
      `Reference data folder ${options.referenceDataDir} not found: using the built-in fallback (10 regions and the demo's places only). Set REFERENCE_DATA_DIR to import the full directory.`,
    );
  }
  const geography = reference ?? {
    regions: fallbackRegions,
    divisions: fallbackDivisions,
    subdivisions: fallbackSubdivisions,
  };
  const geo = await importGeography(db, geography);
  const osmFacilities = reference ? await importOsmFacilities(db, reference.facilities, reference) : null;
  const publicList = reference ? await readPublicList(options.referenceDataDir) : null;
  const publicListFacilities =
    reference && publicList ? await importPublicList(db, publicList, reference.facilities, reference) : null;
  const demo = options.demoData ? await seedDemoDirectory(db) : null;
  const dutyPeriodsAdded = options.demoData ? await rollDemoDutyRota(db, options.now ?? new Date()) : 0;
  if (options.demoData) await seedDemoBackOffice(db, options.now ?? new Date());
  if (options.demoData) await seedDemoCare(db, options.now ?? new Date());

  const report: SeedReport = {
    referenceData: reference ? 'imported' : 'fallback',
    ...geo,
    osmFacilities,
    publicListFacilities,
    demoFacilities: demo,
    dutyPeriodsAdded,
  };
  // The first start gathers every table's statistics; a later one those of the facilities when it changed them.
  const written = (counts: { inserted: number; updated: number } | null) =>
    counts ? counts.inserted + counts.updated : 0;
  const changed =
    written(geo.regions) +
    written(geo.divisions) +
    written(geo.subdivisions) +
    written(osmFacilities) +
    written(publicListFacilities) +
    written(demo) +
    dutyPeriodsAdded;
  if (await neverAnalyzed(db, 'facilities')) await analyzeTables(db);
  else if (changed > 0) await analyzeTables(db, facilityTables);
  log('Seed complete', report as unknown as Record<string, unknown>);
  return report;
}
