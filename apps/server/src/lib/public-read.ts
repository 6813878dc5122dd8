import { getDirectoryWeek } from '@hc/shared';
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './response-cache';

/** An answer already serialized (assembled from cached JSON pieces, as text or UTF-8 bytes): sent as is. */
export class SerializedJson {
  constructor(readonly json: string | Buffer) {}
}

/** Per server: answers being computed right now, so identical requests arriving together share one computation. */
const inFlightByServer = new WeakMap<object, Map<string, Promise<CachedBody>>>();
/** Smaller answers are not worth compressing. */
const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
/** Up to this size, the fast first pass costs less done at once than handed to the thread pool. */
const SYNC_GZIP_MAX_BYTES = 65_536;

/**
 * An answer is compressed fast the first time (level 1: about 30 µs for a 15 KB search answer, 10%
 * larger than level 6 at 70 µs) and compressed again as small as gzip can (level 9, 2% smaller than
 * level 6) once a second reader asks for it: most searches are asked once, while popular answers,
 * which make most of the bytes sent, are sent at the smallest size.
 *
 * The fast first pass of an answer up to 64 KB runs right here: zlib's asynchronous API costs this
 * thread more in stream set-up than 30 µs of compressing (a profile charged it 13% of the thread;
 * never-seen searches answered 11% more often without it). Larger answers (the offline copy) are compressed
 * at the best level at once, and every best-level pass runs on libuv's thread pool; readers arriving while
 * one runs share it.
 */
function gzipped(body: CachedBody): Promise<Buffer> {
  if (body.gzip && body.gzipBest) return Promise.resolve(body.gzip);
  if (body.gzipping) return body.gzipping;
  // An answer too large for the fast pass here (the offline copy) is compressed at the best level from the
  // first reader on: it runs on the thread pool either way, and a visitor told "≈ 118 KB" downloads that.
  const best = body.gzip !== undefined || body.json.length > SYNC_GZIP_MAX_BYTES;
  const level = best ? constants.Z_BEST_COMPRESSION : constants.Z_BEST_SPEED;
  if (!best && body.json.length <= SYNC_GZIP_MAX_BYTES) {
    // A smaller hash (memLevel 6: 160 KB of state to set up instead of 256 KB): half the time for an answer of a few
    // kilobytes, the same bytes out (issue 37: this pass was a third of an uncached list's cost).
    body.gzip = gzipSync(body.json, { level, memLevel: 6 });
    return Promise.resolve(body.gzip);
  }
  const pending = gzipAsync(body.json, { level })
    .then((compressed) => {
      body.gzip = compressed;
      body.gzipBest = best;
      return compressed;
    })
    .finally(() => {
      body.gzipping = undefined;
    });
  body.gzipping = pending;
  return pending;
}

/**
 * What the answer depends on in the request: the route, and its parameters and query as validated (coerced,
 * defaults filled in, unknown parameters dropped by the schema), not the raw URL: `?q=x&junk=1`, `?junk=2&q=x`
 * and `?q=x` are one answer, so junk query strings cannot fill the cache with copies of it.
 */
function answerKey(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url;
  return `${route}|${JSON.stringify(request.params ?? {})}|${JSON.stringify(request.query ?? {})}`;
}

/**
 * Answers a public read from the response cache when it can. The key includes the directory's
 * change counter, so no answer outlives a change to the data, in this process or any other, and
 * the current duty week, so "on call" answers never outlive their week. The cached body is the
 * already-serialized JSON, sent as is.
 *
 * Browsers may keep directory answers but must ask again each time (`no-cache`, with an ETag of the
 * same counter and week): a suspended facility leaves every page at once, and an unchanged answer
 * costs a 304 with no body on a costly connection. Reference data that changes with a release
 * (`maxAgeSeconds`) is simply kept for that long.
 *
 * `variant` names what else the answer depends on beyond the URL, the data and the week (the
 * on-call list asked for "now" depends on the current minute); it joins the cache key and the ETag.
 * `vary` names a request header that variant comes from, so shared caches keep one answer per value.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
  options: { maxAgeSeconds?: number; variant?: string; vary?: string } = {},
): Promise<void> {
  const { responseCache, clock, directoryVersion } = request.server;
  const version = await directoryVersion.current();
  const week = getDirectoryWeek(clock()).start.getTime();
  const revalidate = options.maxAgeSeconds === undefined;
  const vary = options.vary ? `accept-encoding, ${options.vary}` : 'accept-encoding';
  if (revalidate) {
    const etag = `"d${version}-w${week}${options.variant ? `-${options.variant}` : ''}"`;
    reply.header('cache-control', 'public, no-cache').header('etag', etag).header('vary', vary);
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return;
    }
  } else {
    reply.header('cache-control', `public, max-age=${options.maxAgeSeconds}`).header('vary', vary);
  }
  const key = `${version}|${week}|${options.variant ?? ''}|${answerKey(request)}`;
  let body = responseCache.get(key);
  if (body === undefined) {
    const cacheKey = key;
    let inFlight = inFlightByServer.get(request.server);
    if (!inFlight) inFlightByServer.set(request.server, (inFlight = new Map()));
    let pending = inFlight.get(cacheKey);
    if (!pending) {
      pending = compute()
        .then((value) => {
          const entry: CachedBody = { json: value instanceof SerializedJson ? value.json : JSON.stringify(value) };
          responseCache.set(cacheKey, entry);
          return entry;
        })
        .finally(() => inFlight!.delete(cacheKey));
      inFlight.set(cacheKey, pending);
    }
    body = await pending;
  }
  reply.type('application/json; charset=utf-8');
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && body.json.length >= GZIP_MIN_BYTES) {
    await reply.header('content-encoding', 'gzip').send(await gzipped(body));
    return;
  }
  await reply.send(body.json);
}
