/** The fleet chaos run's table and its verdict: each goal of issue 38 as a check that holds or not. */
import type { PhaseReport } from './chaos-phases';
import { noFigures, type PhaseFigures } from './fleet-load-client';

export type Check = { name: string; passed: boolean; detail: string };

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);
const n = (value: number) => value.toLocaleString('en');

export function figuresOf(phases: Record<string, PhaseFigures>, name: string): PhaseFigures {
  return phases[name] ?? noFigures();
}

export function phaseTable(phases: Record<string, PhaseFigures>, reports: PhaseReport[], order: string[]): string {
  const capacity = new Map(reports.map((r) => [r.name, r.fullCapacityMs]));
  const header = [
    pad('phase', 20),
    padLeft('requests', 9),
    padLeft('raw errors', 11),
    padLeft('after retry', 12),
    padLeft('of them POST', 13),
    padLeft('writes acked', 13),
    padLeft('p99 ms', 8),
    padLeft('full capacity', 14),
  ].join(' ');
  const rows = order.map((name) => {
    const f = figuresOf(phases, name);
    const full = capacity.get(name);
    return [
      pad(name, 20),
      padLeft(n(f.requests), 9),
      padLeft(n(f.rawErrors), 11),
      padLeft(n(f.errorsAfterRetry), 12),
      padLeft(n(f.nonIdempotentErrors), 13),
      padLeft(`${n(f.writesAcknowledged)}/${n(f.writesSent)}`, 13),
      padLeft(f.latency.p99.toFixed(0), 8),
      padLeft(full === undefined ? '' : full === null ? 'not reached' : `${(full / 1000).toFixed(1)} s`, 14),
    ].join(' ');
  });
  return [header, ...rows].join('\n');
}

export function failuresLine(figures: PhaseFigures): string {
  const kinds = Object.entries(figures.failures).map(([label, count]) => `${count} × ${label}`);
  return kinds.length ? kinds.join(', ') : 'none';
}

/** The goals: 0 client errors in the rolling restart; only non-idempotent requests lost to kill -9; none lost. */
export function chaosChecks(input: {
  phases: Record<string, PhaseFigures>;
  reports: PhaseReport[];
  connections: number;
  acknowledged: number;
  lost: number;
}): Check[] {
  const { phases, reports, connections } = input;
  const checks: Check[] = [];
  for (const quiet of ['warm-up', 'baseline', 'after']) {
    const f = figuresOf(phases, quiet);
    checks.push({
      name: `${quiet}: no client error (else the machine cannot carry the load: lower --connections)`,
      passed: f.requests > 0 && f.rawErrors === 0,
      detail: `${n(f.requests)} requests, ${failuresLine(f)}`,
    });
  }
  const played = new Set(reports.map((r) => r.name));
  const killed = figuresOf(phases, 'A kill -9');
  if (played.has('A kill -9'))
    checks.push({
      name: 'A kill -9: every request that may be sent again succeeded (the balancer or the client retried it)',
      passed: killed.errorsAfterRetry - killed.nonIdempotentErrors === 0,
      detail: `${n(killed.rawErrors)} raw errors (${failuresLine(killed)}), ${n(killed.errorsAfterRetry)} after retry`,
    });
  if (played.has('A kill -9'))
    checks.push({
      name: 'A kill -9: requests lost are at most those in flight on the killed process',
      passed: killed.nonIdempotentErrors <= connections,
      detail: `${n(killed.nonIdempotentErrors)} sign-ins lost (not retried), ${connections} connections`,
    });
  const rolling = figuresOf(phases, 'B rolling restart');
  if (played.has('B rolling restart'))
    checks.push({
      name: 'B rolling restart: no client error at all',
      passed: rolling.requests > 0 && rolling.rawErrors === 0 && rolling.errorsAfterRetry === 0,
      detail: `${n(rolling.requests)} requests, ${failuresLine(rolling)}`,
    });
  const postgres = figuresOf(phases, 'C PostgreSQL restart');
  if (played.has('C PostgreSQL restart'))
    checks.push({
      name: 'C PostgreSQL restart: errors only while it is down (reported, no goal)',
      passed: true,
      detail: `${n(postgres.rawErrors)} raw errors, ${n(postgres.errorsAfterRetry)} after retry (${failuresLine(postgres)})`,
    });
  for (const report of reports) {
    checks.push({
      name: `${report.name}: back to full capacity`,
      passed: report.fullCapacityMs !== null,
      detail:
        report.fullCapacityMs === null ? 'not within the bound' : `${(report.fullCapacityMs / 1000).toFixed(1)} s`,
    });
    for (const [name, held] of Object.entries(report.held))
      checks.push({ name: `${report.name}: ${name}`, passed: held, detail: held ? 'yes' : 'no' });
  }
  checks.push({
    name: 'acknowledged writes lost',
    passed: input.acknowledged > 0 && input.lost === 0,
    detail: `${n(input.lost)} of ${n(input.acknowledged)} acknowledged newsletter sign-ups missing from the database`,
  });
  return checks;
}
