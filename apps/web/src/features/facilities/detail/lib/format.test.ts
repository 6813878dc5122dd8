import { describe, expect, it } from 'vitest';
import { intlLocale, toExternalUrl } from './format';

describe('toExternalUrl', () => {
  it('keeps http and https links and completes bare domains', () => {
    expect(toExternalUrl('https://example.cm/about')).toBe('https://example.cm/about');
    expect(toExternalUrl('http://example.cm')).toBe('http://example.cm/');
    expect(toExternalUrl('www.example.cm')).toBe('https://www.example.cm/');
  });
  it('refuses other schemes and nonsense', () => {
    expect(toExternalUrl('javascript:alert(1)')).toBeNull();
    expect(toExternalUrl('data:text/html,hi')).toBeNull();
    expect(toExternalUrl('')).toBeNull();
    expect(toExternalUrl(null)).toBeNull();
    expect(toExternalUrl('http://')).toBeNull();
  });
});

describe('intlLocale', () => {
  it('maps the interface language to a Cameroon locale', () => {
    expect(intlLocale('fr')).toBe('fr-CM');
    expect(intlLocale('en')).toBe('en-CM');
    expect(intlLocale(undefined)).toBe('en-CM');
  });
});
