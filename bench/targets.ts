/**
 * Issue 37's targets, judged as ratios to the trivial route measured in the same run, so that a verdict
 * holds on a machine four times slower as on a fast one: throughput as a share of the trivial route's,
 * and p99 within 4× of ten times the trivial route's p99.
 */

/** Which target a scenario is held to. */
export type TargetKind = 'search' | 'publicList' | 'onCall' | 'backOfficeList' | 'analytics';

export const RATIO_TARGETS: Record<TargetKind, { ratio: number; label: string }> = {
  search: { ratio: 0.15, label: 'search never seen' },
  publicList: { ratio: 0.15, label: 'public list never asked' },
  onCall: { ratio: 0.15, label: 'on-call, uncached' },
  backOfficeList: { ratio: 0.1, label: 'back-office list (4 connections)' },
  analytics: { ratio: 0.05, label: 'analytics over 1,000,000 events' },
};

/** p99 limit: within this many times the trivial route's p99 × 10. */
export const P99_FACTOR = 4;
export const P99_TRIVIAL_MULTIPLE = 10;

export function p99LimitMs(trivialP99Ms: number): number {
  // autocannon reports whole milliseconds: a trivial p99 of 0 still allows one.
  return P99_FACTOR * P99_TRIVIAL_MULTIPLE * Math.max(trivialP99Ms, 1);
}

export type Figures = { reqPerSec: number; p99: number };
/** A scenario's figures with the trivial route's measured just before it (a machine's speed drifts within a run). */
export type Measured = Figures & { name: string; target?: TargetKind; trivial: Figures };
export type Verdict = {
  name: string;
  target: TargetKind;
  trivial: Figures;
  ratio: number;
  ratioTarget: number;
  ratioMet: boolean;
  p99Ms: number;
  p99LimitMs: number;
  p99Met: boolean;
  met: boolean;
};

/** Each targeted scenario's ratio and p99 against the trivial route's figures measured beside it. */
export function judge(rows: Measured[]): Verdict[] {
  return rows.flatMap((row) => {
    if (!row.target) return [];
    const { trivial } = row;
    const limit = p99LimitMs(trivial.p99);
    const ratioTarget = RATIO_TARGETS[row.target].ratio;
    const ratio = row.reqPerSec / trivial.reqPerSec;
    const ratioMet = ratio >= ratioTarget;
    const p99Met = row.p99 <= limit;
    return [
      {
        name: row.name,
        target: row.target,
        trivial,
        ratio,
        ratioTarget,
        ratioMet,
        p99Ms: row.p99,
        p99LimitMs: limit,
        p99Met,
        met: ratioMet && p99Met,
      },
    ];
  });
}

/** The verdicts as printed lines: one per scenario, then how many met. */
export function formatVerdicts(verdicts: Verdict[]): string[] {
  const lines = [
    `Targets (issue 37): each scenario against the trivial route measured just before it ` +
      `(ratio of req/s; p99 within ${P99_FACTOR}× of ${P99_TRIVIAL_MULTIPLE}× the trivial p99)`,
  ];
  for (const v of verdicts) {
    lines.push(
      `  ${v.met ? 'met   ' : 'MISSED'} ${v.name.padEnd(16)} ratio ${v.ratio.toFixed(3)} (≥ ${v.ratioTarget.toFixed(2)}${v.ratioMet ? '' : ' ✗'}), ` +
        `p99 ${v.p99Ms} ms (≤ ${v.p99LimitMs}${v.p99Met ? '' : ' ✗'}); trivial beside it ${Math.round(v.trivial.reqPerSec).toLocaleString('en')} req/s, p99 ${v.trivial.p99} ms`,
    );
  }
  const met = verdicts.filter((v) => v.met).length;
  lines.push(`  ${met} of ${verdicts.length} targets met`);
  return lines;
}
