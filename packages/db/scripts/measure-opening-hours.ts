/**
 * How many reference facilities have an OpenStreetMap `opening_hours` string, and how many of those
 * `parseOsmOpeningHours` turns into structured weekly hours (issue 14).
 *
 *   npx tsx packages/db/scripts/measure-opening-hours.ts            # figures, then the strings left as text
 *   npx tsx packages/db/scripts/measure-opening-hours.ts --json     # every string with its parsed hours
 *
 * Reads REFERENCE_DATA_DIR, or ../shared/data/cameroon from the current directory (the repository root).
 */
import path from 'node:path';
import { parseOsmOpeningHours } from '../src/seed/opening-hours';
import { readReferenceData } from '../src/seed/reference-files';

const dir = path.resolve(process.env.REFERENCE_DATA_DIR ?? '../shared/data/cameroon');
const reference = await readReferenceData(dir);
if (!reference) {
  process.stderr.write(`No reference data in ${dir} (set REFERENCE_DATA_DIR)\n`);
  process.exit(1);
}

const withText = reference.facilities.filter((f) => f.opening_hours?.trim());
const results = withText.map((f) => ({
  sourceId: f.source_id,
  text: f.opening_hours!.trim(),
  hours: parseOsmOpeningHours(f.opening_hours),
}));
const structured = results.filter((r) => r.hours !== null);

if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} else {
  const lines = [
    `Reference folder:                 ${dir}`,
    `Facilities:                       ${reference.facilities.length}`,
    `With an opening_hours string:     ${withText.length}`,
    `Parsed into structured hours:     ${structured.length}`,
    `Left as text only:                ${withText.length - structured.length}`,
    ...results.filter((r) => r.hours === null).map((r) => `  ${r.sourceId}: ${r.text}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
