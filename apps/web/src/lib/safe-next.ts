export const ADMIN_BASE_PATH = '/admin-dashboard';
/** The facility managers' space (issue 35): its guard also sends a signed-out visitor to sign in and back. */
export const MANAGER_BASE_PATH = '/my-facilities';

/** Whether a (sanitised) return path is in the back-office, which only staff may open. */
export const isBackOfficePath = (next: string) => next === ADMIN_BASE_PATH || /^\/admin-dashboard[/?#]/.test(next);

/**
 * The public pages (issue 35) that send a signed-out visitor to sign in and back, for any account: the
 * managers' space, the facility claim flow and the e-mailed confirmation link.
 */
const ACCOUNT_PAGES = [MANAGER_BASE_PATH, '/facility-claim', '/confirm-listing'] as const;

/**
 * The `next` parameter a guard adds to /sign-in, if it is safe to follow: only paths inside the
 * back-office or the account pages above, so the sign-in page can never be used to send someone to another site.
 */
export function sanitizeNext(next: string | null | undefined): string | null {
  return [ADMIN_BASE_PATH, ...ACCOUNT_PAGES].some((base) => sanitizeUnder(next, base)) ? next! : null;
}

/** `next` if it is `base` or a path under it, and nothing a browser could read as elsewhere. */
function sanitizeUnder(next: string | null | undefined, base: string): string | null {
  if (!next || next.length > 500) return null;
  // Reject anything a browser could read as another origin or a scheme: //host, /\host, control chars.
  if (next.includes('\\') || [...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null;
  if (next !== base && !(next.startsWith(base) && /[/?#]/.test(next.charAt(base.length)))) return null;
  // Dot segments could climb out of the allowed pages once resolved.
  const path = next.split(/[?#]/)[0]!;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (/%2e|%2f|%5c/i.test(path)) return null;
  return next;
}

/** The sign-in page address the guard sends a signed-out visitor to. */
export const signInPathFor = (current: string) => `/sign-in?next=${encodeURIComponent(current)}`;
