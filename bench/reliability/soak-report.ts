/** The soak's lines, summary table and verdict. */
import type { SoakResult } from './soak';
import type { WindowFigures } from './soak-load-client';

/**
 * Memory is judged within the run: the highest sample of its last third against the highest of its middle
 * third, the first third being warm-up. The caches fill for minutes, not one: on PostgreSQL at this mix the
 * server's memory rose from 335 MB at 1 minute to 560 MB at 5 and then stayed within 560-596 MB until 15
 * (docs/reliability.md), so "the first sample after a minute" would call a cache filling a leak. Memory
 * that keeps growing once the caches are full is what this catches; in a 5-minute run, a leak of more than
 * about 30 MB a minute.
 */
export const MEMORY_GROWTH_TOLERANCE = 0.1;

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (n >= 100 ? int(n) : n.toFixed(1));
export const mb = (kib: number | null) => (kib === null ? '?' : `${(kib / 1024).toFixed(0)} MB`);

export function formatWindowLine(at: number, w: WindowFigures, rssKiB: number | null): string {
  const s = w.statuses;
  return [
    `${String(at).padStart(4)} s`,
    `${int(w.requests / w.seconds).padStart(6)} req/s`,
    `p50 ${ms(w.latency.p50).padStart(5)} ms`,
    `p99 ${ms(w.latency.p99).padStart(6)} ms`,
    `max ${ms(w.latency.max).padStart(6)} ms`,
    `2xx ${int(s['2xx'])}  3xx ${s['3xx']}  4xx ${s['4xx']}  5xx ${s['5xx']}`,
    `timeouts ${w.timeouts}  conn errors ${w.connectionErrors}`,
    `rss ${mb(rssKiB)}`,
  ].join('  ');
}

export type MemoryVerdict = {
  atOneMinuteKiB: number | null;
  middleThirdMaxKiB: number | null;
  lastThirdMaxKiB: number | null;
  growth: number | null;
};

export function memoryVerdict(result: SoakResult): MemoryVerdict {
  const duration = result.options.minutes * 60;
  const known = result.memory.filter((m): m is { at: number; rssKiB: number } => m.rssKiB !== null);
  const maxIn = (from: number, to: number) => {
    const values = known.filter((m) => m.at >= from && m.at < to).map((m) => m.rssKiB);
    return values.length ? Math.max(...values) : null;
  };
  const middle = maxIn(duration / 3, (2 * duration) / 3);
  // The last sample is taken as the load ends, a few seconds past the nominal duration.
  const last = maxIn((2 * duration) / 3, duration + 15);
  return {
    atOneMinuteKiB: known.find((m) => m.at >= 60)?.rssKiB ?? null,
    middleThirdMaxKiB: middle,
    lastThirdMaxKiB: last,
    growth: middle !== null && last !== null ? last / middle - 1 : null,
  };
}

/** Why the run fails, if it does: any answer other than a 2xx, any connection error or timeout, or memory growth. */
export function soakFailures(result: SoakResult): string[] {
  const t = result.total;
  const reasons: string[] = [];
  if (t.statuses['5xx'] > 0) reasons.push(`${t.statuses['5xx']} answers 5xx`);
  // Every URL of the mix is valid and the rate limit is raised: a 4xx means the run did not measure what it says.
  if (t.statuses['4xx'] > 0) reasons.push(`${t.statuses['4xx']} answers 4xx`);
  if (t.timeouts > 0) reasons.push(`${t.timeouts} requests timed out (10 s)`);
  if (t.connectionErrors > 0) reasons.push(`${t.connectionErrors} connection errors`);
  const memory = memoryVerdict(result);
  if (memory.growth === null) reasons.push('memory not measured in the middle and last thirds (run too short?)');
  else if (memory.growth > MEMORY_GROWTH_TOLERANCE)
    reasons.push(
      `memory grew ${(memory.growth * 100).toFixed(0)}% from the middle third to the last (${mb(memory.middleThirdMaxKiB)} → ${mb(memory.lastThirdMaxKiB)}; tolerance ${MEMORY_GROWTH_TOLERANCE * 100}%)`,
    );
  return reasons;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function summaryTable(results: SoakResult[]): string {
  return table(
    [
      'engine',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      '4xx',
      '5xx',
      'timeouts',
      'conn err',
      'rss 1 min',
      'rss mid max',
      'rss last max',
      'growth',
      'verdict',
    ],
    results.map((r) => {
      const t = r.total;
      const memory = memoryVerdict(r);
      return [
        r.engine,
        int(t.requests),
        int(t.requests / t.seconds),
        ms(t.latency.p50),
        ms(t.latency.p99),
        ms(t.latency.max),
        String(t.statuses['4xx']),
        String(t.statuses['5xx']),
        String(t.timeouts),
        String(t.connectionErrors),
        mb(memory.atOneMinuteKiB),
        mb(memory.middleThirdMaxKiB),
        mb(memory.lastThirdMaxKiB),
        memory.growth === null ? '?' : `${(memory.growth * 100).toFixed(0)}%`,
        soakFailures(r).length ? 'FAIL' : 'PASS',
      ];
    }),
  );
}

export function kindsTable(result: SoakResult): string {
  return table(
    ['kind', 'answers', 'p50 ms', 'p99 ms', 'max ms'],
    Object.entries(result.total.kinds).map(([kind, s]) => [kind, int(s.count), ms(s.p50), ms(s.p99), ms(s.max)]),
  );
}
