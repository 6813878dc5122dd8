import type { ApiError, dataEnvelope, ErrorCode, FieldError, listEnvelope } from '@hc/shared';
import type { output, ZodArray, ZodType } from 'zod';
import { hasSavedDirectory } from './offline/needed-offline';
import { noteAnswer, noteOfflineCopy } from './offline/offline-copy';

export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1_000;

export type ApiFailureKind = 'server' | 'network' | 'timeout' | 'offline';

/**
 * A failed call, with enough detail for the UI to say what happened (spec 01 §8). What the user is told
 * depends on `kind` and `code` (and `fields[].code`), translated by the web app: `message` is the API's
 * English text, for logs only, and is never shown.
 */
export class ApiClientError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    readonly status?: number,
    readonly code?: ErrorCode,
    readonly fields?: FieldError[],
    readonly requestId?: string,
    /** From a 429's Retry-After: the seconds to wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get isRetryable(): boolean {
    return this.kind !== 'server' || (this.status !== undefined && (this.status >= 500 || this.status === 429));
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** How many times a failed read is tried again (RETRY_ATTEMPTS by default; a screen with Retry asks for fewer). */
  retries?: number;
};

/**
 * An answer is typed by its contract, a Zod schema of @hc/shared imported with `import type`, never by a type
 * written at the call: `apiRequest<typeof schema>(path)` types it at compile time, with no Zod in the bundle (the
 * pages' budgets; the routes declare their answers with the same schemas). Without it, the answer is
 * `unknown` (a write whose answer is not read).
 */
/** The contract `{ data: S }` (dataEnvelope of @hc/shared), for `apiRequest<DataOf<typeof schema>>`. */
export type DataOf<S extends ZodType> = ReturnType<typeof dataEnvelope<S>>;
/** The contract `S[]`, for `apiRequest<DataOf<ArrayOf<typeof schema>>>`. */
export type ArrayOf<S extends ZodType> = ZodArray<S>;
/** The contract `{ data: S[], meta }` of a paged list (listEnvelope of @hc/shared). */
export type ListOf<S extends ZodType> = ReturnType<typeof listEnvelope<S>>;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function requestOnce(url: string, options: RequestOptions): Promise<unknown> {
  // Offline, a read is still asked: the service worker may answer it from the device's copy.
  if (isOffline() && (options.method ?? 'GET') !== 'GET') {
    throw new ApiClientError('offline', 'You are offline');
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : null,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (isOffline()) throw new ApiClientError('offline', 'You are offline');
    if (timeout.aborted) throw new ApiClientError('timeout', 'The server took too long to answer');
    throw new ApiClientError('network', 'Could not connect to server');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiClientError(
      'server',
      payload?.error?.message ?? 'Unknown error',
      response.status,
      payload?.error?.code,
      payload?.error?.fields,
      payload?.error?.requestId,
      Number(response.headers.get('retry-after')) || undefined,
    );
  }
  if (response.status === 204) return undefined;
  noteAnswer(response);
  return (await response.json()) as unknown;
}

/**
 * Calls the API. Reads (GET) are retried up to 3 times (or `options.retries`), 1 s apart, on network
 * failures, time-outs and 5xx answers; writes are never retried, so nothing is submitted twice.
 */
export async function apiRequest<S extends ZodType = ZodType<unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<output<S>> {
  const url = buildUrl(path, options.query);
  const isRead = (options.method ?? 'GET') === 'GET';
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await requestOnce(url, options);
      return answer as output<S>;
    } catch (error) {
      const canRetry = isRead && error instanceof ApiClientError && error.isRetryable && error.kind !== 'offline';
      if (canRetry && attempt <= (options.retries ?? RETRY_ATTEMPTS)) {
        await sleep(RETRY_DELAY_MS, options.signal);
        continue;
      }
      // A saved copy answers public reads only (savedAnswerOf), typed at compile time: it is not parsed.
      const saved = isRead && isUnreachable(error) ? await answerFromSavedCopy(path, options) : null;
      if (saved) return saved.body as output<S>;
      throw error;
    }
  }
}

/** The server could not be reached (as opposed to an answer that refused the request). */
const isUnreachable = (error: unknown) => error instanceof ApiClientError && error.kind !== 'server';

/**
 * A read the network could not answer, from the directory the visitor saved on the device. The code that
 * reads it is a chunk of its own, downloaded when the directory was saved (and so kept offline); it knows
 * which reads the copy answers (savedAnswerOf in lib/offline/saved-directory/answer-offline.ts).
 */
async function answerFromSavedCopy(path: string, options: RequestOptions): Promise<{ body: unknown } | null> {
  if (!hasSavedDirectory()) return null;
  const answer = await import('./offline/saved-directory/answer-offline').then(
    (m) => m.answerFromSavedDirectory(path, options.query ?? {}),
    () => null,
  );
  if (!answer) return null;
  noteOfflineCopy(answer.savedAt);
  return { body: answer.body };
}
