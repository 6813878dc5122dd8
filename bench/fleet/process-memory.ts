/**
 * The resident memory of server processes sharing one database: `count` built servers started one after
 * another, then searches never asked before, listings and details sent to all of them for a while (what fills
 * the per-process search index, its words cache, the summaries read ahead and the response cache), their VmRSS
 * sampled throughout. Each process holds the whole search index (and one copy per search worker thread).
 */
import { onCleanup } from '../reliability/cleanup';
import { request } from '../reliability/http';
import { SOAK_RATE_LIMIT } from '../reliability/soak';
import { startServer, type ServerProcess } from '../reliability/server-process';

export type ProcessMemory = {
  processes: number;
  /** Per process, MiB: after start-up (search index loaded), and the highest seen under load. */
  startMiB: number[];
  peakMiB: number[];
  requests: number;
  failed: number;
};

const MiB = (kiB: number | null) => (kiB === null ? 0 : Math.round(kiB / 1024));

export async function measureProcessMemory(options: {
  databaseUrl: string;
  count: number;
  firstPort: number;
  paths: string[];
  loadSeconds: number;
  connections: number;
}): Promise<ProcessMemory> {
  const servers: ServerProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  try {
    for (let i = 0; i < options.count; i++) {
      const server = await startServer({
        port: options.firstPort + i,
        database: { url: options.databaseUrl },
        env: { RATE_LIMIT_PER_MINUTE: SOAK_RATE_LIMIT, RATE_LIMIT_PAGES_PER_MINUTE: SOAK_RATE_LIMIT },
      });
      servers.push(server);
      stops.push(onCleanup(`stop memory server ${server.pid}`, () => server.stop()));
    }
    const startMiB = servers.map((s) => MiB(s.rssKiB()));
    const peakMiB = [...startMiB];
    const sample = () => servers.forEach((s, i) => (peakMiB[i] = Math.max(peakMiB[i]!, MiB(s.rssKiB()))));
    const sampler = setInterval(sample, 1_000);
    let next = 0;
    let requests = 0;
    let failed = 0;
    const until = Date.now() + options.loadSeconds * 1000;
    const client = async (n: number) => {
      const server = servers[n % servers.length]!;
      while (Date.now() < until) {
        const path = options.paths[next++ % options.paths.length]!;
        const answer = await request(`${server.origin}${path}`, { timeoutMs: 30_000 });
        requests++;
        if (answer.status !== 200) failed++;
      }
    };
    await Promise.all(Array.from({ length: options.connections }, (_, n) => client(n)));
    clearInterval(sampler);
    sample();
    return { processes: options.count, startMiB, peakMiB, requests, failed };
  } finally {
    for (const stop of stops) await stop();
  }
}
