/** Spec 02 §5: the message a sanitiser gives for anything but text. */
export const SANITIZE_TYPE_ERROR = 'Invalid input type for sanitization';

function assertText(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(SANITIZE_TYPE_ERROR);
}

/** Typed search text and location values (spec 01 §5): drop < > " ' and backslash, then trim. */
export function sanitizeInput(value: unknown): string {
  assertText(value);
  return value.replace(/[<>"'\\]/g, '').trim();
}

/** The name-search query as sent: sanitised, trimmed and lower-cased; empty means "no search". */
export function normalizeSearchQuery(value: unknown): string {
  return sanitizeInput(value).toLowerCase();
}

const scriptLinkPrefix = /^\s*(javascript|data|vbscript)\s*:/i;

/**
 * Text shown in popups and pages (spec 02 §5): script-link prefixes removed, angle brackets kept as typed.
 * Spec 02's "angle brackets are escaped" happens once, at output: React escapes every text it renders,
 * and `document.title` or an attribute set through the DOM is never read as HTML. Escaping here as well
 * showed readers `&lt;img…&gt;` for a name typed `<img…>`. Text must never be put into HTML as a string.
 */
export function sanitizeDisplayText(value: unknown): string {
  assertText(value);
  let text = value;
  while (scriptLinkPrefix.test(text)) text = text.replace(scriptLinkPrefix, '');
  return text;
}

/** A page title (`document.title`, plain text): display-sanitised, with quotes and backslashes removed too. */
export function sanitizeTitle(value: unknown): string {
  assertText(value);
  return sanitizeDisplayText(value.replace(/["'\\]/g, ''));
}
