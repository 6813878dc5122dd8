/** Small HTTP helpers over fetch for the suites, each request bounded in time. */
import { isSessionCookieName } from '../../apps/server/src/lib/session-cookie';
import type { StaffAccount } from './prepare-directory';

export type Answer = { status: number; ms: number; body: string; setCookies: string[] };

/** A network failure or timeout is an answer of status 0, so a scenario can count it instead of throwing. */
export async function request(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body,
      setCookies: response.headers.getSetCookie(),
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error), setCookies: [] };
  }
}

/** The session cookie a Set-Cookie list carries, as a Cookie header (`name=value`), if any. */
export function sessionCookie(setCookies: string[]): string | undefined {
  for (const header of setCookies) {
    const pair = header.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0 && isSessionCookieName(pair.slice(0, at)) && pair.length > at + 1) return pair;
  }
  return undefined;
}

export function signInAttempt(origin: string, identifier: string, password: string): Promise<Answer> {
  return request(`${origin}/api/auth/sign-in`, { method: 'POST', body: { identifier, password } });
}

/** Signs in through the API and returns the Cookie header to send. */
export async function signIn(origin: string, account: StaffAccount): Promise<string> {
  const answer = await signInAttempt(origin, account.email, account.password);
  const cookie = sessionCookie(answer.setCookies);
  if (answer.status !== 200 || !cookie)
    throw new Error(`Sign-in as ${account.email} failed: ${answer.status} ${answer.body}`);
  return cookie;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
