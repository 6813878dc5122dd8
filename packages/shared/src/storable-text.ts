/**
 * PostgreSQL's text cannot hold U+0000 (the query fails), and a lone UTF-16 surrogate has no UTF-8 form
 * (drivers quietly write U+FFFD instead). Text with either is refused at the door, by the API for every
 * route and by a form before it is sent, rather than failing deep in a query or changing on its way in.
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return false;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate must be followed by a low one; that pair is one character, skipped together.
    const next = text.charCodeAt(index + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    index++;
  }
  return true;
}

/** A refused key as a field path shows it: its NULs and surrogates replaced by U+FFFD. */
const printableKey = (key: string) =>
  key
    .replace(/[\uD800-\uDFFF]/g, '\uFFFD')
    .split('\0')
    .join('\uFFFD');

/** One value still to look at, with the key it sits under and its parent, to spell its path once found. */
type Visit = { value: unknown; key: string | null; parent: Visit | null };

function pathOf(visit: Visit, last?: string): string[] {
  const reversed = last === undefined ? [] : [last];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path (keys and indexes, outermost first) of a text inside a parsed request part that PostgreSQL
 * cannot store, a string value or an object key; `[]` when the part itself is such a string; `null` when
 * all of it can be stored. Bytes (a Buffer, an upload) are not text and are not looked into. Walked with
 * an explicit stack: a deeply nested JSON body must not overflow the call stack.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    for (const [key, item] of entries.reverse()) {
      if (!isStorableText(key)) return pathOf(visit, printableKey(key));
      pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
