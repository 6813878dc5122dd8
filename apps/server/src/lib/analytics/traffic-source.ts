import type { TrafficSource } from '@hc/shared';

/** Host suffixes of search engines, social networks, messaging apps and webmail (a host or its subdomains). */
const SEARCH = ['google.', 'bing.com', 'yahoo.', 'duckduckgo.com', 'ecosia.org', 'qwant.com', 'yandex.', 'baidu.com'];
const SOCIAL = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  't.co',
  'linkedin.com',
  'lnkd.in',
  'tiktok.com',
  'youtube.com',
  'pinterest.com',
  'reddit.com',
];
const MESSAGING = ['whatsapp.com', 'wa.me', 'telegram.org', 't.me', 'messenger.com', 'signal.org', 'viber.com'];
const EMAIL = ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com', 'webmail.'];

const matches = (host: string, list: string[]) =>
  list.some((entry) =>
    entry.endsWith('.') || entry.startsWith('webmail.')
      ? host.includes(entry)
      : host === entry || host.endsWith(`.${entry}`),
  );

function bySourceName(name: string): TrafficSource | null {
  const value = name.toLowerCase();
  if (/whatsapp|telegram|messenger|signal|viber|sms/.test(value)) return 'messaging';
  if (/facebook|instagram|twitter|^x$|linkedin|tiktok|youtube|social/.test(value)) return 'social';
  if (/mail|newsletter/.test(value)) return 'email';
  if (/google|bing|yahoo|duckduckgo|ecosia|qwant/.test(value)) return 'organic';
  return null;
}

/** The host of a referrer URL, lower case, without "www."; null when it is not an http(s) URL. */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Where a visit came from: its UTM medium or source first (a campaign link says so), else its
 * referrer's host; no referrer, or our own site, is direct. Android's WhatsApp opens links with no
 * referrer at all, so only tagged links can be told apart from direct visits.
 */
export function classifySource(input: {
  referrer?: string | undefined;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  siteHost: string;
}): { source: TrafficSource; referrerHost: string | null } {
  const referrerHost = referrerHostOf(input.referrer);
  const external = referrerHost !== null && referrerHost !== input.siteHost.toLowerCase().replace(/^www\./, '');
  const medium = input.utmMedium?.toLowerCase();
  if (medium === 'email' || medium === 'newsletter') return { source: 'email', referrerHost };
  if (medium && /social/.test(medium)) return { source: 'social', referrerHost };
  if (medium && /messag|chat|whatsapp|sms/.test(medium)) return { source: 'messaging', referrerHost };
  if (medium && /organic|search/.test(medium)) return { source: 'organic', referrerHost };
  const named = input.utmSource ? bySourceName(input.utmSource) : null;
  if (named) return { source: named, referrerHost };
  if (!external) return { source: input.utmSource ? 'referral' : 'direct', referrerHost: null };
  if (matches(referrerHost, MESSAGING)) return { source: 'messaging', referrerHost };
  if (matches(referrerHost, EMAIL)) return { source: 'email', referrerHost };
  if (matches(referrerHost, SOCIAL)) return { source: 'social', referrerHost };
  if (matches(referrerHost, SEARCH)) return { source: 'organic', referrerHost };
  return { source: 'referral', referrerHost };
}
