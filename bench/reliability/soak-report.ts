/** The soak's lines, summary table and verdict. */
import type { SoakResult } from './soak';
import type { WindowFigures } from './soak-load-client';

/** The first minute is warm-up (caches filling, the search index built, V8 sizing its heap). */
export const WARMUP_SECONDS = 60;
/**
 * How much the server's memory may grow from the first sample after warm-up to the highest of the last third
 * of the run. Its caches are bounded (64 MB of answers, the summaries of every public facility), so after
 * they fill the memory must stay flat; 20% leaves room for the answer cache to finish filling.
 */
export const MEMORY_GROWTH_TOLERANCE = 0.2;

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

export type MemoryVerdict = { baselineKiB: number | null; lastThirdMaxKiB: number | null; growth: number | null };

export function memoryVerdict(result: SoakResult): MemoryVerdict {
  const durationSeconds = result.options.minutes * 60;
  const known = result.memory.filter((m): m is { at: number; rssKiB: number } => m.rssKiB !== null);
  const baseline = known.find((m) => m.at >= WARMUP_SECONDS)?.rssKiB ?? null;
  const lastThird = known.filter((m) => m.at >= (2 * durationSeconds) / 3 && m.at <= durationSeconds + 5);
  const lastThirdMax = lastThird.length ? Math.max(...lastThird.map((m) => m.rssKiB)) : null;
  return {
    baselineKiB: baseline,
    lastThirdMaxKiB: lastThirdMax,
    growth: baseline !== null && lastThirdMax !== null ? lastThirdMax / baseline - 1 : null,
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
  if (memory.growth === null) reasons.push('memory after warm-up not measured (run shorter than 1 minute?)');
  else if (memory.growth > MEMORY_GROWTH_TOLERANCE)
    reasons.push(
      `memory grew ${(memory.growth * 100).toFixed(0)}% after warm-up (${mb(memory.baselineKiB)} → ${mb(memory.lastThirdMaxKiB)}; tolerance ${MEMORY_GROWTH_TOLERANCE * 100}%)`,
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
      'rss end',
      'growth',
      'verdict',
    ],
    results.map((r) => {
      const t = r.total;
      const memory = memoryVerdict(r);
      const end = [...r.memory].reverse().find((m) => m.rssKiB !== null)?.rssKiB ?? null;
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
        mb(memory.baselineKiB),
        mb(end),
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
