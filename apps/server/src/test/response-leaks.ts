import { apiErrorSchema, errorStatus } from '@hc/shared';

/** What a response must never carry, whatever was asked: internals a client could learn the server from. */
const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\bat (?:\S+ )?\(?(?:file:\/\/|\/|[A-Za-z]:\\)[^\s)]*:\d+:\d+/ },
  { name: 'source position', pattern: /\.(?:ts|js|mjs|cjs|tsx):\d+/ },
  { name: 'node_modules path', pattern: /node_modules/ },
  { name: 'SQL select', pattern: /\bselect\s[^]{0,300}?\sfrom\s/i },
  { name: 'SQL statement', pattern: /\b(?:insert into|delete from|update "\w+" set)\b/i },
  { name: 'quoted relation', pattern: / from "|relation "|column "|table "/i },
  {
    name: 'PostgreSQL error text',
    pattern:
      /syntax error at or near|violates|duplicate key|invalid input syntax|out of range for type|value too long for type|invalid byte sequence|unsupported Unicode escape|Failed query|SQLSTATE/i,
  },
  { name: 'database driver', pattern: /\b(?:PostgresError|DrizzleQueryError|DatabaseError|pglite)\b/i },
  { name: 'argon2 hash', pattern: /\$argon2/ },
];

export type Leak = { where: string; name: string; excerpt: string };

/** Leaks in a body or in header values (header names are the server's own). */
export function findLeaks(body: string, headers: Record<string, unknown>): Leak[] {
  const places: [string, string][] = [
    ['body', body],
    ...Object.entries(headers).map(([name, value]): [string, string] => [`header ${name}`, String(value)]),
  ];
  const leaks: Leak[] = [];
  for (const [where, text] of places) {
    for (const { name, pattern } of LEAK_PATTERNS) {
      const match = pattern.exec(text);
      if (match) leaks.push({ where, name, excerpt: text.slice(Math.max(0, match.index - 60), match.index + 120) });
    }
  }
  return leaks;
}

/**
 * Why a 4xx answer of an API route is not the app's one error shape (`{ error: { code, message } }`,
 * the status its code maps to, JSON), or null when it is.
 */
export function errorShapeProblem(status: number, contentType: unknown, body: string): string | null {
  if (!String(contentType).startsWith('application/json')) return `content-type ${String(contentType)}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  const result = apiErrorSchema.safeParse(parsed);
  if (!result.success) return `not the error shape: ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`;
  const expected = errorStatus[result.data.error.code];
  return expected === status ? null : `code ${result.data.error.code} answers ${expected}, not ${status}`;
}
