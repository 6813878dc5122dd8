/**
 * The growth table (issue 37): each run keeps its figures per directory size (BENCH_FACILITIES) in
 * bench/.results/size-<n>.json, and every run prints how each route's cost grows across the sizes
 * measured so far on this machine: its ratio to the trivial route at each size, and how many times
 * costlier (relative to the trivial route) it is at the largest size than at the smallest.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type SizeResult = { route: string; reqPerSec: number; p99Ms: number; ratio: number };
type SizeFile = { facilities: number; date: string; trivialReqPerSec: number; routes: SizeResult[] };

const FILE = /^size-(\d+)\.json$/;

/** Keeps a run's figures for its size; a partial run (BENCH_ONLY) replaces only the routes it measured. */
export function writeSizeResults(dir: string, file: SizeFile): void {
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, `size-${file.facilities}.json`);
  const earlier = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as SizeFile).routes : [];
  const measured = new Set(file.routes.map((r) => r.route));
  const routes = [...earlier.filter((r) => !measured.has(r.route)), ...file.routes];
  writeFileSync(target, `${JSON.stringify({ ...file, routes }, null, 2)}\n`);
}

function readSizes(dir: string): SizeFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => FILE.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SizeFile)
    .sort((a, b) => a.facilities - b.facilities);
}

/** The table's lines: one column per size (ratio to trivial), then the growth from the smallest to the largest. */
export function growthLines(dir: string): string[] {
  const sizes = readSizes(dir);
  if (sizes.length < 2) return [];
  const routes = [...new Set(sizes.flatMap((s) => s.routes.map((r) => r.route)))];
  const header = ['route', ...sizes.map((s) => `${s.facilities.toLocaleString('en')}`), 'cost growth'];
  const body = routes.map((route) => {
    const ratios = sizes.map((s) => s.routes.find((r) => r.route === route)?.ratio);
    const known = ratios.filter((r): r is number => r !== undefined && r > 0);
    const growth = known.length >= 2 ? `${(known[0]! / known[known.length - 1]!).toFixed(1)}×` : '-';
    return [route, ...ratios.map((r) => (r === undefined ? '-' : r.toFixed(3))), growth];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `Growth (ratio to trivial by facilities; runs of ${sizes.map((s) => s.date.slice(0, 10)).join(', ')}):`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map(line),
  ];
}
