/**
 * The fleet chaos run's clients, a child process of run-fleet-chaos.ts (its work never shares the servers'
 * or the runner's event loop; it shares the machine's cores). `connections` clients each send one request at
 * a time through the balancer, drawn from the soak's mix by weight, plus newsletter sign-ups whose
 * acknowledgement (201, or 200 for an address already subscribed) is recorded, so that the runner can look
 * for every acknowledged address in the database afterwards.
 *
 * Clients behave as careful ones do: a request that may be sent twice without harm (GET; a newsletter sign-up,
 * which is idempotent by address) is sent once more when it fails; a sign-in is not. Every request is counted in
 * the phase it ended in (the runner names phases over IPC): first attempts that failed (raw errors) and
 * requests still failed after the retry.
 */
import http from 'node:http';
import { createRandom } from '../generate-facilities';
import { NumberList, summarize, type LatencySummary } from '../reliability/latency-stats';
import type { MixKind } from '../reliability/soak-mix';

export type FleetLoadRequest = {
  origin: string;
  kinds: MixKind[];
  /** The staff session's Cookie header, for the kinds sent signed in. */
  cookie: string;
  connections: number;
  /** Newsletter sign-ups per 1,000 requests of the mix. */
  writeWeight: number;
  /** Makes this run's addresses its own. */
  runId: string;
  timeoutMs: number;
  seed: number;
};

export type PhaseFigures = {
  /** Requests that ended in the phase (a retry is not another request). */
  requests: number;
  answered: number;
  /** First attempts that failed: no answer, a timeout, or any status other than 2xx. */
  rawErrors: number;
  retried: number;
  /** Requests still failed after their retry, or failed and not retryable. */
  errorsAfterRetry: number;
  /** Of those, requests that may not be sent twice (sign-in), so never retried. */
  nonIdempotentErrors: number;
  writesSent: number;
  writesAcknowledged: number;
  /** First attempts' failures by kind of failure (`503`, `no answer: ECONNRESET`…). */
  failures: Record<string, number>;
  examples: string[];
  latency: LatencySummary;
};

/**
 * One second of the run: requests answered (after any retry), requests that failed for good, and the first
 * attempts' failures by kind, to place them against what the runner did at that second.
 */
export type SecondFigures = { at: number; answered: number; failed: number; failures?: Record<string, number> };

export type FleetLoadMessage =
  | { type: 'second'; figures: SecondFigures }
  | { type: 'done'; phases: Record<string, PhaseFigures>; acknowledged: string[] }
  | { type: 'error'; error: string };

export type FleetLoadCommand = { type: 'phase'; name: string } | { type: 'stop' };

/** `said`: the start of a failed answer's body (the server's error code, or HAProxy's own page). */
type Attempt = { status: number; failure?: string; said?: string; ms: number };
type Planned = { kind: string; method: 'GET' | 'POST'; path: string; body?: string; cookie?: boolean; retry: boolean };

const EXAMPLES_KEPT = 10;
/** A client that got an error waits this long before its next request, as careful clients do, not in a tight loop. */
const PAUSE_AFTER_ERROR_MS = 100;

/** A phase in which nothing happened yet (or, in a report, a phase that never ran). */
export const noFigures = (): PhaseFigures => ({
  requests: 0,
  answered: 0,
  rawErrors: 0,
  retried: 0,
  errorsAfterRetry: 0,
  nonIdempotentErrors: 0,
  writesSent: 0,
  writesAcknowledged: 0,
  failures: {},
  examples: [],
  latency: { count: 0, p50: 0, p99: 0, max: 0 },
});

class PhaseRecorder {
  private latencies = new NumberList();
  private figures: Omit<PhaseFigures, 'latency'> = noFigures();

  record(planned: Planned, first: Attempt, final: Attempt, retried: boolean): void {
    const f = this.figures;
    f.requests++;
    if (planned.kind === 'newsletter write') f.writesSent++;
    this.latencies.push(first.ms + (retried ? final.ms : 0));
    if (!isSuccess(first)) {
      f.rawErrors++;
      const label = failureLabel(first);
      f.failures[label] = (f.failures[label] ?? 0) + 1;
      if (f.examples.length < EXAMPLES_KEPT)
        f.examples.push(`${label} ${planned.method} ${planned.path}${first.said ? ` (${first.said})` : ''}`);
    }
    if (retried) f.retried++;
    if (isSuccess(final)) {
      f.answered++;
      if (planned.kind === 'newsletter write') f.writesAcknowledged++;
    } else {
      f.errorsAfterRetry++;
      if (!planned.retry) f.nonIdempotentErrors++;
    }
  }

  result(): PhaseFigures {
    return { ...this.figures, latency: summarize(this.latencies.view()) };
  }
}

const isSuccess = (attempt: Attempt) => attempt.status >= 200 && attempt.status < 300;

/** Who failed: no answer at all, the server (its error code), or HAProxy (its own HTML page), or Fastify's own 503. */
function failureLabel(attempt: Attempt): string {
  if (attempt.failure) return `no answer: ${attempt.failure}`;
  const code = /^\{"error":\{"code":"([a-z_]+)"/.exec(attempt.said ?? '')?.[1];
  if (code) return `${attempt.status} ${code}`;
  if (attempt.said?.includes('<h1>')) return `${attempt.status} from HAProxy`;
  return `${attempt.status} ${attempt.said?.slice(0, 40) ?? ''}`.trim();
}

function send(agent: http.Agent, origin: URL, planned: Planned, cookie: string, timeoutMs: number): Promise<Attempt> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, failure?: string, said?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started, ...(failure ? { failure } : {}), ...(said ? { said } : {}) });
    };
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate' };
    if (planned.cookie) headers.cookie = cookie;
    if (planned.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(planned.body));
    }
    const request = http.request(
      { agent, host: origin.hostname, port: origin.port, method: planned.method, path: planned.path, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        let said = '';
        if (status >= 200 && status < 300) response.resume();
        else response.on('data', (chunk: Buffer) => (said = (said + chunk.toString('utf8')).slice(0, 160)));
        response.on('end', () => done(status, undefined, said.replace(/\s+/g, ' ').trim()));
        response.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
      },
    );
    const timer = setTimeout(() => {
      done(0, 'timeout');
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
    request.end(planned.body);
  });
}

/** Draws a kind by weight (the mix's, plus the writes), and each kind's next path in rotation. */
function createPlanner(load: FleetLoadRequest) {
  const random = createRandom(load.seed);
  const kinds = [
    ...load.kinds,
    { name: 'newsletter write', weight: load.writeWeight, method: 'POST' as const, paths: ['/api/newsletter'] },
  ];
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  const next = new Map<string, number>();
  let writes = 0;
  return (): Planned => {
    let roll = random() * total;
    let kind = kinds[kinds.length - 1]!;
    for (const k of kinds) {
      if ((roll -= k.weight) < 0) {
        kind = k;
        break;
      }
    }
    const n = next.get(kind.name) ?? 0;
    next.set(kind.name, n + 1);
    const path = kind.paths[n % kind.paths.length]!;
    if (kind.name === 'newsletter write') {
      const email = `fleet-${load.runId}-${writes++}@fleet.invalid`;
      return {
        kind: kind.name,
        method: 'POST',
        path,
        body: JSON.stringify({ email, source: 'footer', language: 'en' }),
        retry: true,
      };
    }
    return {
      kind: kind.name,
      method: kind.method,
      path,
      ...(kind.body !== undefined ? { body: kind.body } : {}),
      ...('signedIn' in kind && kind.signedIn ? { cookie: true } : {}),
      // A sign-in makes a session each time it is carried out: not sent twice.
      retry: kind.method === 'GET',
    };
  };
}

async function run(load: FleetLoadRequest): Promise<void> {
  const origin = new URL(load.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections });
  const plan = createPlanner(load);
  const phases = new Map<string, PhaseRecorder>();
  let phase = 'warm-up';
  let stopping = false;
  const acknowledged: string[] = [];
  let second: SecondFigures = { at: Date.now(), answered: 0, failed: 0 };
  const countFailure = (attempt: Attempt) => {
    const label = failureLabel(attempt);
    second.failures ??= {};
    second.failures[label] = (second.failures[label] ?? 0) + 1;
  };

  process.on('message', (command: FleetLoadCommand) => {
    if (command.type === 'phase') phase = command.name;
    else stopping = true;
  });
  const ticker = setInterval(() => {
    process.send?.({ type: 'second', figures: second } satisfies FleetLoadMessage);
    second = { at: Date.now(), answered: 0, failed: 0 };
  }, 1_000);

  const client = async () => {
    while (!stopping) {
      const planned = plan();
      const first = await send(agent, origin, planned, load.cookie, load.timeoutMs);
      if (!isSuccess(first)) countFailure(first);
      const retried = !isSuccess(first) && planned.retry;
      const final = retried ? await send(agent, origin, planned, load.cookie, load.timeoutMs) : first;
      // Counted in the phase it ended in: a request sent before a kill and cut by it is that kill's.
      let recorder = phases.get(phase);
      if (!recorder) phases.set(phase, (recorder = new PhaseRecorder()));
      recorder.record(planned, first, final, retried);
      if (isSuccess(final)) {
        second.answered++;
        if (planned.kind === 'newsletter write')
          acknowledged.push((JSON.parse(planned.body!) as { email: string }).email);
      } else {
        second.failed++;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_ERROR_MS));
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, client));
  clearInterval(ticker);
  agent.destroy();
  process.send?.({
    type: 'done',
    phases: Object.fromEntries([...phases].map(([name, recorder]) => [name, recorder.result()])),
    acknowledged,
  } satisfies FleetLoadMessage);
}

process.once('message', (message: FleetLoadRequest) => {
  run(message).catch((error: unknown) => {
    process.send?.({ type: 'error', error: String(error) } satisfies FleetLoadMessage);
  });
});
