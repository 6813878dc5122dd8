import { describe, expect, it } from 'vitest';
import { classifySource } from './traffic-source';

const site = 'annuaire-sante.cm';
const sourceOf = (input: { referrer?: string; utmSource?: string; utmMedium?: string }) =>
  classifySource({ ...input, siteHost: site }).source;

describe('classifySource', () => {
  it('reads search engines, social networks, messaging apps, webmail and other sites from the referrer', () => {
    expect(sourceOf({ referrer: 'https://www.google.cm/' })).toBe('organic');
    expect(sourceOf({ referrer: 'https://duckduckgo.com/?q=hopital' })).toBe('organic');
    expect(sourceOf({ referrer: 'https://m.facebook.com/' })).toBe('social');
    expect(sourceOf({ referrer: 'https://web.whatsapp.com/' })).toBe('messaging');
    expect(sourceOf({ referrer: 'https://t.me/some_channel' })).toBe('messaging');
    expect(sourceOf({ referrer: 'https://mail.google.com/mail/u/0/' })).toBe('email');
    expect(sourceOf({ referrer: 'https://www.minsante.cm/actualites' })).toBe('referral');
  });

  it('takes a tagged link at its word, before the referrer', () => {
    expect(sourceOf({ utmSource: 'whatsapp' })).toBe('messaging');
    expect(sourceOf({ utmMedium: 'email', referrer: 'https://www.google.com/' })).toBe('email');
    expect(sourceOf({ utmSource: 'facebook', utmMedium: 'cpc' })).toBe('social');
    expect(sourceOf({ utmSource: 'partner-clinic' })).toBe('referral');
  });

  it('counts no referrer, our own pages and non-web referrers as direct', () => {
    expect(sourceOf({})).toBe('direct');
    expect(sourceOf({ referrer: 'https://www.annuaire-sante.cm/medical-facilities/hospitals' })).toBe('direct');
    expect(sourceOf({ referrer: 'android-app://com.whatsapp/' })).toBe('direct');
  });
});
