export const ADMIN_BASE_PATH = '/admin-dashboard';

/**
 * The `next` parameter the admin guard adds to /sign-in, if it is safe to follow: only paths inside the
 * back-office, so the sign-in page can never be used to send someone to another site.
 */
export function sanitizeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  // Reject anything a browser could read as another origin or a scheme: //host, /\host, control chars.
  if (next.includes('\\') || [...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null;
  if (next !== ADMIN_BASE_PATH && !/^\/admin-dashboard[/?#]/.test(next)) return null;
  // Dot segments could climb out of the back-office once resolved.
  const path = next.split(/[?#]/)[0]!;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (/%2e|%2f|%5c/i.test(path)) return null;
  return next;
}

/** The sign-in page address the guard sends a signed-out visitor to. */
export const signInPathFor = (current: string) => `/sign-in?next=${encodeURIComponent(current)}`;
