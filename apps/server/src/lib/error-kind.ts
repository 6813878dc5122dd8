/**
 * What kind of error it is, in words that say nothing of its data: the classes along its cause chain and
 * the first code found (a PostgreSQL SQLSTATE, a Node.js or Fastify code), e.g. `DrizzleQueryError <
 * DatabaseError (42P01)`. Used where an error is named for staff, and to tell repeats of one error apart.
 */
export function errorKind(error: unknown): string {
  const classes: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; cause?: unknown };
    const name =
      typeof candidate.name === 'string' && candidate.name !== 'Error'
        ? candidate.name
        : (current.constructor?.name ?? 'Error');
    if (classes.at(-1) !== name) classes.push(name);
    // Only a code's shape is kept (letters, digits, _): never a free text placed in `code` by some library.
    if (!code && typeof candidate.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(candidate.code)) code = candidate.code;
    current = candidate.cause;
  }
  const kind = classes.length ? classes.join(' < ') : typeof error;
  return code ? `${kind} (${code})` : kind;
}
