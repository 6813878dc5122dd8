import { describe, expect, it } from 'vitest';
import { sanitizeNext, signInPathFor } from './safe-next';

describe('sanitizeNext', () => {
  it('accepts back-office paths with their query and hash', () => {
    expect(sanitizeNext('/admin-dashboard')).toBe('/admin-dashboard');
    expect(sanitizeNext('/admin-dashboard/logs')).toBe('/admin-dashboard/logs');
    expect(sanitizeNext('/admin-dashboard/logs?level=ERROR&page=2')).toBe('/admin-dashboard/logs?level=ERROR&page=2');
    expect(sanitizeNext('/admin-dashboard?x=1')).toBe('/admin-dashboard?x=1');
    expect(sanitizeNext('/admin-dashboard#top')).toBe('/admin-dashboard#top');
  });

  it('refuses anything outside the back-office', () => {
    for (const next of [
      null,
      undefined,
      '',
      '/',
      '/sign-in',
      '/admin-dashboardx',
      '/admin-dashboard-evil',
      'admin-dashboard',
      'https://evil.example/admin-dashboard',
      '//evil.example/admin-dashboard',
      '/\\evil.example',
      '/admin-dashboard\\..\\..\\evil',
      '/admin-dashboard/../sign-in',
      '/admin-dashboard/%2e%2e/x',
      '/admin-dashboard/%2F%2Fevil',
      '/admin-dashboard/\nx',
      'javascript:alert(1)',
      `/admin-dashboard/${'a'.repeat(600)}`,
    ]) {
      expect(sanitizeNext(next), String(next)).toBeNull();
    }
  });

  it('accepts the facility managers’ space, and nothing that only starts like it', () => {
    expect(sanitizeNext('/my-facilities')).toBe('/my-facilities');
    expect(sanitizeNext('/my-facilities/12')).toBe('/my-facilities/12');
    for (const next of ['/my-facilitiesx', '/my-facilities/../sign-in', '/my-facilities/%2e%2e/x', '//my-facilities']) {
      expect(sanitizeNext(next), next).toBeNull();
    }
  });

  it('builds the guard redirect so the round trip is lossless', () => {
    const path = '/admin-dashboard/logs?level=ERROR&q=a b';
    const url = new URL(signInPathFor(path), 'http://x');
    expect(url.pathname).toBe('/sign-in');
    expect(sanitizeNext(url.searchParams.get('next'))).toBe(path);
  });
});
