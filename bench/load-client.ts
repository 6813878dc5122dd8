/**
 * The load generator, run as a child process of run-api-bench.ts so that autocannon's own work
 * never shares the server's event loop (it still shares the machine's 2 cores, like any loopback
 * benchmark). The parent sends one scenario at a time over IPC and gets the summary back.
 */
import autocannon from 'autocannon';

export type LoadRequest = {
  id: number;
  url: string;
  /** Paths (with query strings) sent in rotation, shared by all connections. */
  paths: string[];
  /** Append a unique cache-busting parameter to every request, so no two URLs are the same. */
  unique: boolean;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
};

export type LoadSummary = {
  id: number;
  requests: number;
  durationSeconds: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSec: number;
};

let uniqueCounter = 0;
const nonce = `${process.pid.toString(36)}${Date.now().toString(36)}`;

async function run(request: LoadRequest): Promise<LoadSummary> {
  let next = 0;
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    pipelining: 1,
    duration: request.durationSeconds,
    headers: request.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const path = request.paths[next++ % request.paths.length]!;
          const busted = request.unique
            ? `${path}${path.includes('?') ? '&' : '?'}_b=${nonce}${(uniqueCounter++).toString(36)}`
            : path;
          return { ...req, path: busted };
        },
      },
    ],
  });
  const seconds = result.duration;
  const total = result.latency.totalCount;
  return {
    id: request.id,
    requests: total,
    durationSeconds: seconds,
    reqPerSec: total / seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSec: result.throughput.average,
  };
}

process.on('message', (message: LoadRequest | 'exit') => {
  if (message === 'exit') {
    process.disconnect?.();
    return;
  }
  run(message).then(
    (summary) => process.send?.(summary),
    (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
  );
});
