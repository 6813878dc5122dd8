/** A chaos scenario: a name, its own time bound, checks that each pass or fail, and one PASS/FAIL line. */
import { cleanupAll, within } from './cleanup';

export type Check = { name: string; passed: boolean; detail: string };

/** What a scenario reports: its checks and the figures worth writing down. */
export class ScenarioLog {
  readonly checks: Check[] = [];
  readonly figures: Record<string, unknown> = {};
  /** Set when the scenario has ended (or overran its bound): loops it started must stop. */
  ended = false;

  check(name: string, passed: boolean, detail: string): void {
    this.checks.push({ name, passed, detail });
    console.log(`    ${passed ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  }

  note(message: string): void {
    console.log(`    ${message}`);
  }

  figure(name: string, value: unknown): void {
    this.figures[name] = value;
  }
}

export type ScenarioResult = {
  name: string;
  passed: boolean;
  seconds: number;
  checks: Check[];
  figures: Record<string, unknown>;
  error?: string;
};

/**
 * Runs one scenario within `boundMs`. A scenario that throws or overruns fails; what it started is
 * undone either way (its cleanup steps), so the next scenario starts clean.
 */
export async function runScenario(
  name: string,
  boundMs: number,
  body: (log: ScenarioLog) => Promise<void>,
): Promise<ScenarioResult> {
  console.log(`\n--- ${name} (bound ${Math.round(boundMs / 1000)} s)`);
  const log = new ScenarioLog();
  const started = performance.now();
  let error: string | undefined;
  try {
    await within(boundMs, name, body(log));
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
    console.log(`    error: ${error}`);
  }
  log.ended = true;
  await cleanupAll();
  const seconds = (performance.now() - started) / 1000;
  const passed = error === undefined && log.checks.length > 0 && log.checks.every((c) => c.passed);
  const failed = log.checks.filter((c) => !c.passed).map((c) => c.name);
  console.log(
    `${passed ? 'PASS' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)${failed.length ? `: ${failed.join('; ')}` : ''}${error ? `: ${error.split('\n')[0]}` : ''}`,
  );
  return { name, passed, seconds, checks: log.checks, figures: log.figures, ...(error ? { error } : {}) };
}
