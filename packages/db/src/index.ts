export * from './client';
export * from './migrate';
export * as tables from './schema/index';
export { DatabaseFolderInUseError } from './pglite-folder-lock';
export { within } from './readiness-probe';
export { analyzeTables, facilityTables, neverAnalyzed } from './planner-statistics';
