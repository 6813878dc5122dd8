import { describe, expect, it } from 'vitest';
import { bannerGradient, isValidBannerColour, resolveRedirect } from './banner';

describe('banner colours', () => {
  it('accepts 3- or 6-digit hex and rgb(n,n,n) only', () => {
    for (const ok of ['#fff', '#0067D8', 'rgb(19,124,209)', 'rgb(0, 0, 0)']) expect(isValidBannerColour(ok)).toBe(true);
    for (const bad of ['#ffff', '#12345g', 'red', 'rgb(256,0,0)', 'rgba(0,0,0,1)', 'url(x)', '', null, 42])
      expect(isValidBannerColour(bad)).toBe(false);
  });

  it('builds a left-to-right gradient with the defaults for anything invalid', () => {
    expect(bannerGradient()).toBe('linear-gradient(to right, #0067d8, rgb(19,124,209))');
    expect(bannerGradient('#123', 'blue;background:url(x)')).toBe('linear-gradient(to right, #123, rgb(19,124,209))');
    expect(bannerGradient('rgb(1,2,3)', '#abcdef')).toBe('linear-gradient(to right, rgb(1,2,3), #abcdef)');
  });
});

describe('resolveRedirect', () => {
  it('keeps site paths internal and follows only http and https URLs', () => {
    expect(resolveRedirect('/medical-facilities/hospitals')).toEqual({
      kind: 'internal',
      path: '/medical-facilities/hospitals',
    });
    expect(resolveRedirect('https://example.org/x')).toEqual({ kind: 'external', url: 'https://example.org/x' });
    expect(resolveRedirect('http://example.org')).toEqual({ kind: 'external', url: 'http://example.org/' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'mailto:a@b.c', 'nonsense'])
      expect(resolveRedirect(bad)).toEqual({ kind: 'invalid' });
  });
});
