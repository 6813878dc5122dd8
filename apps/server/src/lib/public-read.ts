import { getDirectoryWeek } from '@hc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Per server: answers being computed right now, so identical requests arriving together share one computation. */
const inFlightByServer = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * Answers a public read from the response cache when it can. The key includes the directory's
 * change counter, so no answer outlives a change to the data, in this process or any other, and
 * the current duty week, so "on call" answers never outlive their week. The cached body is the
 * already-serialized JSON, sent as is.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
  options: { maxAgeSeconds?: number } = {},
): Promise<void> {
  const { responseCache, clock, directoryVersion } = request.server;
  const version = await directoryVersion.current();
  const key = `${version}|${getDirectoryWeek(clock()).start.getTime()}|${request.url}`;
  let body = responseCache.get(key);
  if (body === undefined) {
    const cacheKey = key;
    let inFlight = inFlightByServer.get(request.server);
    if (!inFlight) inFlightByServer.set(request.server, (inFlight = new Map()));
    let pending = inFlight.get(cacheKey);
    if (!pending) {
      pending = compute()
        .then((value) => {
          const serialized = JSON.stringify(value);
          responseCache.set(cacheKey, serialized);
          return serialized;
        })
        .finally(() => inFlight!.delete(cacheKey));
      inFlight.set(cacheKey, pending);
    }
    body = await pending;
  }
  reply
    .header('cache-control', `public, max-age=${options.maxAgeSeconds ?? 60}`)
    .type('application/json; charset=utf-8');
  await reply.send(body);
}
