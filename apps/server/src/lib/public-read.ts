import { getDirectoryWeek } from '@hc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a public read from the response cache when it can. The key includes the current duty
 * week, so "on call" answers never outlive the week they were computed in. The cached body is the
 * already-serialized JSON, sent as is.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
  options: { maxAgeSeconds?: number } = {},
): Promise<void> {
  const { responseCache, clock } = request.server;
  const key = `${getDirectoryWeek(clock()).start.getTime()}|${request.url}`;
  let body = responseCache.get(key);
  if (body === undefined) {
    body = JSON.stringify(await compute());
    responseCache.set(key, body);
  }
  reply
    .header('cache-control', `public, max-age=${options.maxAgeSeconds ?? 60}`)
    .type('application/json; charset=utf-8');
  await reply.send(body);
}
