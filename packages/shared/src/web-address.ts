/** The longest web address a field keeps. */
export const HTTP_URL_MAX = 300;

const httpPrefix = /^https?:\/\//i;
/** Spaces and controls: a browser drops some of them from inside an address, so none is kept. */
const blankOrControl = /[\s\p{Cc}]/u;

/**
 * Whether a text, exactly as it stands, is an absolute http or https URL with a host: the only kind of
 * address that may ever become a link. `javascript:`, `data:`, `vbscript:`, relative and scheme-less
 * texts are not, and neither is one with spaces or controls in or around it (a browser would strip
 * them and read the scheme behind).
 */
export function isHttpUrl(value: string): boolean {
  if (!httpPrefix.test(value) || blankOrControl.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A stored web address as it may be served or linked: itself when it is http(s), otherwise null. */
export function toHttpUrl(value: string | null | undefined): string | null {
  return typeof value === 'string' && isHttpUrl(value) ? value : null;
}
