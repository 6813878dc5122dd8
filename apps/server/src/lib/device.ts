import UAParser from 'ua-parser-js';

/** ua-parser-js names mobile and embedded variants separately; the list shows the browser's family. */
const browserName = (name: string) =>
  name
    .replace(/^Mobile /, '')
    .replace(/ (Headless|WebView|Mobile)$/, '')
    .trim();
const osNames: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };

/** A short, readable device name from a User-Agent header ("Chrome on Android"). */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  const browserLabel = browser.name ? browserName(browser.name) : null;
  const osLabel = os.name ? (osNames[os.name] ?? os.name) : null;
  if (browserLabel && osLabel) return `${browserLabel} on ${osLabel}`;
  return browserLabel ?? osLabel ?? userAgent.slice(0, 60);
}

/**
 * The browser and system family of a User-Agent ("Chrome on Android"), without versions: a browser
 * update is the same device, another browser or system is not. Null when the header says nothing.
 */
export const deviceFamily = (userAgent: string | null): string | null => describeDevice(userAgent);
