/** Spec 01 §9: banner colours and redirects, validated before use. */
export const DEFAULT_BANNER_FROM = '#0067d8';
export const DEFAULT_BANNER_TO = 'rgb(19,124,209)';

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbColour = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** A 3- or 6-digit hex colour, or rgb(n,n,n) with each channel 0-255. */
export function isValidBannerColour(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const colour = value.trim();
  if (hexColour.test(colour)) return true;
  const rgb = rgbColour.exec(colour);
  return !!rgb && rgb.slice(1).every((channel) => Number(channel) <= 255);
}

/** The banner background: a left-to-right gradient, each end falling back to its default. */
export function bannerGradient(from?: unknown, to?: unknown): string {
  const start = isValidBannerColour(from) ? from.trim() : DEFAULT_BANNER_FROM;
  const end = isValidBannerColour(to) ? to.trim() : DEFAULT_BANNER_TO;
  return `linear-gradient(to right, ${start}, ${end})`;
}

export type RedirectTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'invalid' };

/**
 * Where a banner redirect may go: a site path (but not "//host"), or an http(s) URL. Anything
 * else (javascript:, data:, mailto:, garbage) is refused.
 */
export function resolveRedirect(target: string): RedirectTarget {
  const value = target.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { kind: 'internal', path: value };
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', url: url.href };
  } catch {
    // Not a URL at all.
  }
  return { kind: 'invalid' };
}
