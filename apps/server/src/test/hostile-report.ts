import type { HostileRequest } from './openapi-arbitraries';

/** One request the server answered wrongly, with what is needed to send it again. */
export type HostileFailure = {
  operation: string;
  identity: string;
  problem: string;
  request: HostileRequest;
  status: number | null;
  excerpt: string;
};

const MAX_SHOWN_PER_OPERATION = 3;
const MAX_PAYLOAD_SHOWN = 2_000;

/** A payload as a JS literal: escapes keep NULs and lone surrogates visible and copyable. */
function payloadLiteral(payload: HostileRequest['payload']): string {
  if (payload === undefined) return 'undefined';
  if (Buffer.isBuffer(payload)) {
    const shown = `Buffer.from(${JSON.stringify(payload.subarray(0, MAX_PAYLOAD_SHOWN).toString('base64'))}, 'base64')`;
    return payload.length > MAX_PAYLOAD_SHOWN
      ? `${shown} /* the first ${MAX_PAYLOAD_SHOWN} of ${payload.length} bytes */`
      : shown;
  }
  return textLiteral(payload);
}

/** A string as a JS literal, cut (and said so) past MAX_PAYLOAD_SHOWN: a 100,000-character URL is not read. */
function textLiteral(text: string): string {
  if (text.length <= MAX_PAYLOAD_SHOWN) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, MAX_PAYLOAD_SHOWN))} /* the first ${MAX_PAYLOAD_SHOWN} of ${text.length} characters */`;
}

/** The `app.inject` call that sends the request again, the caller's session cookie named by identity. */
export function reproduction(failure: HostileFailure): string {
  const { method, url, headers, payload } = failure.request;
  const shownHeaders =
    failure.identity === 'anonymous' ? headers : { ...headers, cookie: `<${failure.identity} session>` };
  return `app.inject({ method: ${JSON.stringify(method)}, url: ${textLiteral(url)}, headers: ${JSON.stringify(
    shownHeaders,
  )}, payload: ${payloadLiteral(payload)} })`;
}

/** Failures grouped by operation, a few reproductions each, and how to run the same requests again. */
export function formatFailures(failures: HostileFailure[], seed: number): string {
  const byOperation = new Map<string, HostileFailure[]>();
  for (const failure of failures)
    byOperation.set(failure.operation, [...(byOperation.get(failure.operation) ?? []), failure]);
  const sections = [...byOperation].map(([operation, list]) => {
    const problems = [...new Set(list.map((f) => f.problem))].join('; ');
    const shown = list
      .slice(0, MAX_SHOWN_PER_OPERATION)
      .map((f) => `  [${f.identity}] ${f.problem} → ${f.status ?? 'no answer'} ${f.excerpt}\n    ${reproduction(f)}`);
    return `${operation}: ${list.length} failing request(s) (${problems})\n${shown.join('\n')}`;
  });
  return [
    `${failures.length} hostile request(s) failed in ${byOperation.size} operation(s); seed ${seed} (HOSTILE_SEED=${seed} replays them)`,
    ...sections,
  ].join('\n\n');
}
