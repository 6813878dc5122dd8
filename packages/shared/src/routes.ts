import { adminPagePatterns } from './admin-routes';

/**
 * Every path the web app answers, so the server can tell a real page from a missing one and
 * answer 404 to a direct request for the latter (the app itself then shows "Page Not Found").
 */
const publicPagePatterns: RegExp[] = [
  /^\/$/,
  /^\/(services|blog|about-us|contact-us|pharmacies-on-call|sign-in|sign-up|how-it-works|How-It-Works|payment-options|privacy-policy|terms-of-use|data-sources|forgot-password|reset-password|accept-invitation)$/,
  /^\/blog\/[a-z0-9-]+$/,
  /^\/pharmacies-on-call\/print$/,
  // Issue 35: claiming a facility ("List a Health Facility" too), the manager's space, the e-mailed confirmation.
  /^\/(facility-claim|my-facilities|confirm-listing)$/,
  /^\/my-facilities\/\d+$/,
  /^\/medical-facilities\/(pharmacies|hospitals|laboratories)$/,
  /^\/medical-facilities\/(pharmacies|laboratories)\/\d+$/,
  /^\/(hospitals|pharmacies)\/\d+$/,
  // The back-office pages: the list its router is typed by (admin-routes.ts).
  ...adminPagePatterns,
];

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPagePatterns.some((pattern) => pattern.test(path));
}
