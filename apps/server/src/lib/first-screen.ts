import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageLanguage } from './page-preloads';
import { isSessionCookieName } from './session-cookie';

/** The page frames the web build drew (apps/web/scripts/write-first-screens.mjs): per language, per current header link. */
type FirstScreens = Record<PageLanguage, Record<string, string>>;

/** The frame of a page whose path no header link matches. */
const OTHER_PAGE = '*';

/** The header link a page marks as current, as React Router's NavLink decides it (case-insensitive; `/` exact). */
export function currentNavPath(pathname: string, navPaths: readonly string[]): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (navPaths.includes(path)) return path;
  return navPaths.find((to) => to !== '/' && path.startsWith(`${to}/`)) ?? OTHER_PAGE;
}

const signedIn = (cookieHeader: string | undefined) =>
  (cookieHeader ?? '').split(';').some((part) => isSessionCookieName(part.split('=')[0]!.trim()));

/**
 * What goes inside a page's `<div id="root">` before the scripts run: the page frame with the header,
 * in the visitor's language, so a phone draws the header as soon as the HTML and styles arrive instead of
 * a blank screen until about 130 KB of script has come (docs/decisions/2026-11-27-first-screen.md). The
 * app replaces it when it starts. Empty for the back-office (a frame of its own), for signed-in visitors
 * (the frame shows a signed-out header), and without a build.
 */
export function createFirstScreens(distDir: string) {
  const file = path.join(distDir, '.vite', 'first-screens.json');
  const screens: FirstScreens | null = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreens)
    : null;
  const navPaths = screens ? Object.keys(screens.en).filter((key) => key !== OTHER_PAGE) : [];
  return (pathname: string, language: PageLanguage, cookieHeader: string | undefined): string => {
    if (!screens || pathname.toLowerCase().startsWith('/admin-dashboard') || signedIn(cookieHeader)) return '';
    return screens[language]?.[currentNavPath(pathname, navPaths)] ?? '';
  };
}
