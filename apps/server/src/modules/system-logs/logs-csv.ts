import type { LogEntry } from '@hc/shared';
import { stringify } from 'csv-stringify/sync';

const columns = [
  { key: 'time', header: 'Time' },
  { key: 'level', header: 'Level' },
  { key: 'source', header: 'Source' },
  { key: 'message', header: 'Message' },
  { key: 'count', header: 'Count' },
  { key: 'user', header: 'User' },
  { key: 'ip', header: 'IP' },
  { key: 'requestId', header: 'Request ID' },
];

/**
 * The log as a spreadsheet-ready CSV: UTF-8 with a BOM (so Excel reads accents), CRLF line ends, every
 * cell quoted, and a cell that starts like a formula (= + - @ tab, CR) prefixed with ' so it is never run.
 */
export function toLogsCsv(entries: LogEntry[]): string {
  return stringify(
    entries.map((e) => ({
      time: e.time,
      level: e.level,
      source: e.source,
      message: e.message,
      count: e.repeatCount,
      user: e.userEmail ?? (e.userId === null ? 'System' : `#${e.userId}`),
      ip: e.ip ?? '',
      requestId: e.requestId ?? '',
    })),
    {
      bom: true,
      header: true,
      columns,
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}
