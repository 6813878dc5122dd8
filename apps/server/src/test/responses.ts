import type { FieldError } from '@hc/shared';
import { isSessionCookieName } from '../lib/session-cookie';

type InjectedResponse = { json(): unknown; cookies: { name: string; value: string }[] };

/** The field errors of an API error answer (empty when it has none). */
export const fieldsOf = (response: Pick<InjectedResponse, 'json'>): FieldError[] =>
  (response.json() as { error: { fields?: FieldError[] } }).error.fields ?? [];

/** The Cookie header that carries the session an answer set, or undefined when it set none. */
export const sessionCookieOf = (response: Pick<InjectedResponse, 'cookies'>): string | undefined => {
  const cookie = response.cookies.find((c) => isSessionCookieName(c.name));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};
