import { foldText, PHARMACY_CALL_MAX_DAYS, ROTA_IMPORT_CHANGEOVER, type RotaImportProblem } from '@hc/shared';
import { parse } from 'csv-parse/sync';

/**
 * Reads a duty list as a town's pharmacists' order publishes it (docs/decisions/2026-11-28-rota-list-import.md):
 * - text: a week header ("Pharmacies de garde du samedi 28/11/2026 au samedi 05/12/2026", "Week of 28 Nov
 *   2026"), optional zone headings ("DOUALA – ZONE BONABERI"), and one pharmacy a line ("PHARMACIE DU
 *   LITTORAL – 233 42 12 34"); bullets and numbering are ignored;
 * - CSV (`,`, `;` or tab): a header row naming the columns (date from, date to, town/zone, name, phone; French
 *   names too), one pharmacy a row.
 * Dates alone mean the changeover time (07:30, Africa/Douala) of that day; a week header with one date is
 * a week from it. Pure: no database, no clock but the `now` given.
 */

export type ParsedRotaLine = {
  line: number;
  text: string;
  zone: string | null;
  name: string;
  phoneText: string | null;
  startsAt: Date;
  endsAt: Date;
};
export type ParsedRotaProblem = { line: number; text: string; code: RotaImportProblem };
export type ParsedRotaList = {
  format: 'text' | 'csv';
  lines: ParsedRotaLine[];
  problems: ParsedRotaProblem[];
};
export type ParseOptions = {
  /** YYYY-MM-DD: the first day of the list when the text has no dates. */
  week?: string | undefined;
  now: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_MS = PHARMACY_CALL_MAX_DAYS * DAY_MS;

/** A calendar date as read, its year possibly missing ("28/11"), with a time when the cell gave one. */
type ReadDate = { year: number | null; month: number; day: number; time: string | null; index: number; length: number };

const monthNames: Record<string, number> = {
  janvier: 1, january: 1, janv: 1, jan: 1,
  fevrier: 2, february: 2, fevr: 2, fev: 2, feb: 2,
  mars: 3, march: 3, mar: 3,
  avril: 4, april: 4, avr: 4, apr: 4,
  mai: 5, may: 5,
  juin: 6, june: 6, jun: 6,
  juillet: 7, july: 7, juil: 7, jul: 7,
  aout: 8, august: 8, aug: 8,
  septembre: 9, september: 9, sept: 9, sep: 9,
  octobre: 10, october: 10, oct: 10,
  novembre: 11, november: 11, nov: 11,
  decembre: 12, december: 12, dec: 12,
}; // prettier-ignore

const monthPattern = Object.keys(monthNames)
  .sort((a, b) => b.length - a.length)
  .join('|');
const TIME = String.raw`(?:\s*(?:a|at|-)?\s*(\d{1,2})\s*[h:](\d{2})?)?`;
const ISO_DATE = new RegExp(String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})${TIME}`, 'g');
const NUMERIC_DATE = new RegExp(
  String.raw`(?<![\d.])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?(?![\d.])${TIME}`,
  'g',
);
const WORD_DATE = new RegExp(
  String.raw`\b(\d{1,2})(?:er|st|nd|rd|th)?\s+(${monthPattern})\.?(?:\s+(\d{4}))?\b${TIME}`,
  'g',
);

const fullYear = (text: string | undefined) =>
  text === undefined ? null : text.length === 2 ? 2000 + Number(text) : Number(text);
const timeOf = (hours: string | undefined, minutes: string | undefined) =>
  hours === undefined ? null : `${hours.padStart(2, '0')}:${minutes ?? '00'}`;

/** Lower case without accents, one character for one (so indexes found in it hold in the text). */
const foldInPlace = (text: string) => text.replace(/[^ -~\t]/g, (c) => foldText(c)[0] ?? c).toLowerCase();

/** Every date of a (folded) text, in reading order. */
function readDates(folded: string): ReadDate[] {
  const found: ReadDate[] = [];
  const add = (match: RegExpExecArray, year: number | null, month: number, day: number, time: string | null) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    if (found.some((d) => match.index < d.index + d.length && d.index < match.index + match[0].length)) return;
    found.push({ year, month, day, time, index: match.index, length: match[0].length });
  };
  for (const m of folded.matchAll(ISO_DATE)) add(m, Number(m[1]), Number(m[2]), Number(m[3]), timeOf(m[4], m[5]));
  for (const m of folded.matchAll(WORD_DATE))
    add(m, fullYear(m[3]), monthNames[m[2]!]!, Number(m[1]), timeOf(m[4], m[5]));
  for (const m of folded.matchAll(NUMERIC_DATE)) add(m, fullYear(m[3]), Number(m[2]), Number(m[1]), timeOf(m[4], m[5]));
  return found.sort((a, b) => a.index - b.index);
}

/** The instant of a date (its time, or the changeover) in Douala; null when the date does not exist. */
function instantOf(date: ReadDate, year: number): Date | null {
  const [hours, minutes] = (date.time ?? ROTA_IMPORT_CHANGEOVER).split(':').map(Number) as [number, number];
  if (hours > 24 || minutes > 59) return null;
  const utc = Date.UTC(year, date.month - 1, date.day, hours - 1, minutes);
  const check = new Date(Date.UTC(year, date.month - 1, date.day));
  if (check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) return null;
  return new Date(utc);
}

type Window = { startsAt: Date; endsAt: Date } | { problem: RotaImportProblem };

/**
 * The period dates say: [from, to) at their times, a week from `from` when there is no `to`, a day when
 * both are the same date. A year missing on one side is the other's, else the default's.
 */
function windowOf(from: ReadDate, to: ReadDate | undefined, defaultYear: number): Window {
  const year = from.year ?? to?.year ?? defaultYear;
  const startsAt = instantOf(from, year);
  if (!startsAt) return { problem: 'invalid_date' };
  if (!to) return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY_MS) };
  let endsAt = instantOf(to, to.year ?? year);
  if (!endsAt) return { problem: 'invalid_date' };
  // "du 28/12 au 04/01/2027": the first date is in the year before.
  if (to.year === null && endsAt < startsAt && from.year === null) endsAt = instantOf(to, year + 1);
  if (!endsAt) return { problem: 'invalid_date' };
  if (endsAt.getTime() === startsAt.getTime() && to.time === null) endsAt = new Date(startsAt.getTime() + DAY_MS);
  return { startsAt, endsAt };
}

function checkWindow(window: Window, now: Date): Window {
  if ('problem' in window) return window;
  const length = window.endsAt.getTime() - window.startsAt.getTime();
  if (length <= 0) return { problem: 'ends_before_start' };
  if (length > MAX_MS) return { problem: 'duty_too_long' };
  if (window.endsAt <= now) return { problem: 'ended' };
  return window;
}

const PHONE = /(?:\+|00)?\d[\d .\-()]{6,}\d/g;
const digitCount = (text: string) => text.replace(/\D/g, '').length;
/** The first run of digits long enough to be a phone number (8 digits or more), with where it starts. */
function findPhone(text: string): { phone: string; index: number } | null {
  for (const match of text.matchAll(PHONE))
    if (digitCount(match[0]) >= 8) return { phone: match[0].trim(), index: match.index };
  return null;
}

const BULLET = /^\s*(?:[-•*·–—>]+|\(?\d{1,3}[.)])\s*/;
const SEPARATORS = /[\s\-–—:|,;/(]*$/;
/** The label before a phone ("… Tél. : 233…"). */
const PHONE_LABEL = /[\s\-–—:|,;/(]*(?:t[ée]l[ée]?(?:phone)?|phone|contact|mob(?:ile)?)\.?[\s\-–—:|,;/(]*$/i;
const cleanName = (text: string, isBeforePhone = false) =>
  (isBeforePhone ? text.replace(PHONE_LABEL, '') : text)
    .replace(BULLET, '')
    .replace(SEPARATORS, '')
    .replace(/\s+/g, ' ')
    .trim();
/** A line that names a pharmacy even without a phone ("PHARMACIE DU LITTORAL", "Phcie Bonanjo"). */
const PHARMACY_WORD = /^(?:pharmacie|pharmacy|pharma|phcie|phie|pcie|pharm|ph|officine)\b/;
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** A plain-text list: week headers, zone headings and pharmacy lines. */
function parseText(rows: string[], options: ParseOptions, defaultYear: number): ParsedRotaList {
  const lines: ParsedRotaLine[] = [];
  const problems: ParsedRotaProblem[] = [];
  let window: Window | null = options.week ? weekFrom(options.week, defaultYear) : null;
  let zone: string | null = null;
  rows.forEach((raw, index) => {
    const text = raw.trim();
    const line = index + 1;
    if (!hasLetters(text) && digitCount(text) < 8) return;
    const folded = foldInPlace(text);
    const allDates = readDates(folded);
    // Dates are no phone numbers ("28.11.2026" has 8 digits): looked for outside them.
    let masked = text;
    for (const d of allDates)
      masked = masked.slice(0, d.index) + ' '.repeat(d.length) + masked.slice(d.index + d.length);
    const phone = findPhone(masked);
    const dates = allDates.filter((d) => !phone || d.index + d.length <= phone.index);
    const isPharmacy = phone !== null || PHARMACY_WORD.test(cleanName(folded));
    if (!phone && dates.some((d) => d.year !== null)) {
      // A week header: the lines below it are on duty then.
      window = checkWindow(windowOf(dates[0]!, dates[1], defaultYear), options.now);
      zone = null;
      return;
    }
    if (!isPharmacy) {
      zone = cleanName(text) || null;
      return;
    }
    const name = phone ? cleanName(text.slice(0, phone.index), true) : cleanName(text);
    if (!hasLetters(name)) return void problems.push({ line, text, code: 'no_name' });
    if (!window) return void problems.push({ line, text, code: 'no_dates' });
    if ('problem' in window) return void problems.push({ line, text, code: window.problem });
    lines.push({ line, text, zone, name, phoneText: phone?.phone ?? null, ...window });
  });
  return { format: 'text', lines, problems };
}

function weekFrom(week: string, defaultYear: number): Window {
  const [date] = readDates(foldInPlace(week));
  return date ? windowOf(date, undefined, defaultYear) : { problem: 'invalid_date' };
}

type Column = 'from' | 'to' | 'zone' | 'name' | 'phone';
const columnNames: Record<Column, string[]> = {
  from: ['from', 'date from', 'start', 'starts', 'du', 'de', 'debut', 'date debut', 'date de debut', 'date du'],
  to: ['to', 'date to', 'end', 'ends', 'until', 'au', 'fin', 'date fin', 'date de fin', 'date au', 'jusqu au'],
  zone: ['town', 'zone', 'town/zone', 'town or zone', 'area', 'ville', 'quartier', 'secteur', 'localite', 'ville/zone', 'zone/ville'],
  name: ['name', 'pharmacy', 'pharmacy name', 'pharmacie', 'nom', 'nom de la pharmacie', 'officine'],
  phone: ['phone', 'phone number', 'telephone', 'tel', 'contact', 'numero', 'mobile'],
}; // prettier-ignore

const columnOf = (header: string): Column | undefined => {
  const folded = foldText(header)
    .replace(/[^a-z/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (Object.keys(columnNames) as Column[]).find((column) => columnNames[column].includes(folded));
};

/** The delimiter of a CSV header row naming at least the name column and one other: null when it is not one. */
function csvDelimiter(header: string): string | null {
  for (const delimiter of [';', '\t', ','] as const) {
    const cells = header.split(delimiter);
    if (cells.length < 2) continue;
    const columns = cells.map(columnOf);
    if (columns.includes('name') && columns.filter(Boolean).length >= 2) return delimiter;
  }
  return null;
}

/** A CSV list: one pharmacy a row, its dates in the row (or the week given). */
function parseCsv(
  text: string,
  fromLine: number,
  delimiter: string,
  options: ParseOptions,
  defaultYear: number,
): ParsedRotaList {
  const records = parse(text, {
    from_line: fromLine,
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...rows] = records;
  const columns = header!.record.map(columnOf);
  const cell = (record: string[], column: Column) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (record[index] ?? '').trim();
  };
  const fallback = options.week ? weekFrom(options.week, defaultYear) : null;
  const lines: ParsedRotaLine[] = [];
  const problems: ParsedRotaProblem[] = [];
  const sourceLines = text.split(/\r\n|\r|\n/);
  for (const { record, info } of rows) {
    if (record.every((value) => value.trim() === '')) continue;
    const line = info.lines;
    const lineText = sourceLines[line - 1]?.trim() ?? record.join(delimiter);
    const name = cleanName(cell(record, 'name'));
    const phoneText = cell(record, 'phone') || null;
    if (!hasLetters(name)) {
      problems.push({ line, text: lineText, code: 'no_name' });
      continue;
    }
    const fromText = cell(record, 'from');
    const toText = cell(record, 'to');
    let window: Window | null = fallback;
    if (fromText) {
      const [from] = readDates(foldInPlace(fromText));
      const [to] = toText ? readDates(foldInPlace(toText)) : [];
      window = !from || (toText && !to) ? { problem: 'invalid_date' } : windowOf(from, to, defaultYear);
    }
    if (!window) {
      problems.push({ line, text: lineText, code: 'no_dates' });
      continue;
    }
    window = checkWindow(window, options.now);
    if ('problem' in window) {
      problems.push({ line, text: lineText, code: window.problem });
      continue;
    }
    lines.push({ line, text: lineText, zone: cell(record, 'zone') || null, name, phoneText, ...window });
  }
  return { format: 'csv', lines, problems };
}

/** Reads a pasted or uploaded list; throws (csv-parse's error) only for a CSV that cannot be read at all. */
export function parseRotaList(text: string, options: ParseOptions): ParsedRotaList {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const defaultYear = Number((options.week ?? options.now.toISOString()).slice(0, 4));
  const firstIndex = rows.findIndex((row) => row.trim() !== '');
  const delimiter = firstIndex < 0 ? null : csvDelimiter(rows[firstIndex]!);
  if (delimiter === null) return parseText(rows, options, defaultYear);
  // Lines above the header (a title) are left out; line numbers stay the text's.
  return parseCsv(rows.join('\n'), firstIndex + 1, delimiter, options, defaultYear);
}

/** How many lines a text has (what ROTA_IMPORT_MAX_LINES counts: non-blank lines). */
export const countLines = (text: string) => text.split(/\r\n|\r|\n/).filter((row) => row.trim() !== '').length;
