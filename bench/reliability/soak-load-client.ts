/**
 * The soak's load generator, a child process of run-soak.ts (so that its work never shares the server's or
 * the runner's event loop; it still shares the machine's cores). autocannon keeps `connections` requests
 * in flight, each one of the mix's kinds drawn by weight; every `windowSeconds` a summary of that window
 * goes to the parent over IPC, and one of the whole run at the end.
 */
import autocannon from 'autocannon';
import { createRandom } from '../generate-facilities';
import { NumberList, summarize, type LatencySummary } from './latency-stats';
import type { MixKind } from './soak-mix';

export type SoakLoadRequest = {
  url: string;
  kinds: MixKind[];
  /** The staff session's Cookie header, for the kinds sent signed in. */
  cookie: string;
  connections: number;
  durationSeconds: number;
  windowSeconds: number;
  seed: number;
};

export type StatusCounts = { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
export type Failure = { kind: string; path: string; status: number };

export type WindowFigures = {
  requests: number;
  seconds: number;
  latency: LatencySummary;
  statuses: StatusCounts;
  timeouts: number;
  /** Connection errors other than timeouts (resets, refused). */
  connectionErrors: number;
  /** Per kind: answers and their p99. */
  kinds: Record<string, LatencySummary>;
  /** The first failures seen, to say which route failed. */
  failures: Failure[];
};

export type SoakLoadMessage =
  | { type: 'window'; index: number; figures: WindowFigures }
  | { type: 'done'; figures: WindowFigures }
  | { type: 'error'; error: string };

type Context = { kind?: string; path?: string };
const MAX_FAILURES_KEPT = 20;

class Recorder {
  private all = new NumberList();
  private byKind = new Map<string, NumberList>();
  statuses: StatusCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  timeouts = 0;
  connectionErrors = 0;
  failures: Failure[] = [];
  private readonly started = performance.now();

  answer(kind: string, path: string, status: number, ms: number): void {
    this.all.push(ms);
    let list = this.byKind.get(kind);
    if (!list) this.byKind.set(kind, (list = new NumberList()));
    list.push(ms);
    const bucket = `${Math.floor(status / 100)}xx` as keyof StatusCounts;
    if (bucket in this.statuses) this.statuses[bucket]++;
    if (status >= 300 && this.failures.length < MAX_FAILURES_KEPT) this.failures.push({ kind, path, status });
  }

  error(error: Error): void {
    if (error.message === 'request timed out') this.timeouts++;
    else this.connectionErrors++;
  }

  figures(): WindowFigures {
    return {
      requests: this.all.length,
      seconds: (performance.now() - this.started) / 1000,
      latency: summarize(this.all.view()),
      statuses: this.statuses,
      timeouts: this.timeouts,
      connectionErrors: this.connectionErrors,
      kinds: Object.fromEntries([...this.byKind].map(([kind, list]) => [kind, summarize(list.view())])),
      failures: this.failures,
    };
  }
}

/** Draws a kind by weight, and each kind's next path in rotation. */
function createPicker(kinds: MixKind[], seed: number) {
  const random = createRandom(seed);
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  const next = new Map<string, number>();
  return (): { kind: MixKind; path: string } => {
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
    return { kind, path: kind.paths[n % kind.paths.length]! };
  };
}

function run(request: SoakLoadRequest): void {
  const pick = createPicker(request.kinds, request.seed);
  const total = new Recorder();
  let window = new Recorder();
  let index = 0;
  const instance = autocannon({
    url: request.url,
    connections: request.connections,
    pipelining: 1,
    duration: request.durationSeconds,
    headers: { 'accept-encoding': 'gzip, deflate' },
    requests: [
      {
        setupRequest: (req, context) => {
          const { kind, path } = pick();
          const ctx = context as Context;
          ctx.kind = kind.name;
          ctx.path = path;
          const headers: Record<string, string> = { ...req.headers };
          if (kind.signedIn) headers.cookie = request.cookie;
          if (kind.body !== undefined) headers['content-type'] = 'application/json';
          return {
            ...req,
            method: kind.method,
            path,
            headers,
            ...(kind.body !== undefined ? { body: kind.body } : {}),
          };
        },
      },
    ],
  });
  // With one request in flight per connection, the connection's context still names the request just answered.
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const ctx = client.requestIterator.context as Context;
    total.answer(ctx.kind ?? '?', ctx.path ?? '?', statusCode, responseTime);
    window.answer(ctx.kind ?? '?', ctx.path ?? '?', statusCode, responseTime);
  });
  instance.on('reqError', (error) => {
    total.error(error);
    window.error(error);
  });
  const ticker = setInterval(() => {
    process.send?.({ type: 'window', index: index++, figures: window.figures() } satisfies SoakLoadMessage);
    window = new Recorder();
  }, request.windowSeconds * 1000);
  instance.on('done', () => {
    clearInterval(ticker);
    process.send?.({ type: 'done', figures: total.figures() } satisfies SoakLoadMessage);
  });
  process.on('message', (message) => {
    if (message === 'stop') instance.stop();
  });
}

process.once('message', (message: SoakLoadRequest) => {
  try {
    run(message);
  } catch (error) {
    process.send?.({ type: 'error', error: String(error) } satisfies SoakLoadMessage);
  }
});
