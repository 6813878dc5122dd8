import { describe, expect, it } from 'vitest';
import { HIDDEN_EMAIL, HIDDEN_PHONE, pseudonymiseIp, pseudonymiseMessage } from './pseudonymise';

describe('pseudonymised log text', () => {
  it('hides e-mail addresses and typed phone numbers, and keeps dates, times, amounts and references', () => {
    expect(pseudonymiseMessage('Failed sign-in (wrong password): Jane.Doe+x@mail.cm')).toBe(
      `Failed sign-in (wrong password): ${HIDDEN_EMAIL}`,
    );
    expect(pseudonymiseMessage('Sign-in held back: +237 677 12 34 56 and 699123456')).toBe(
      `Sign-in held back: ${HIDDEN_PHONE} and ${HIDDEN_PHONE}`,
    );
    const kept = 'Pharmacy #12 added (period #3, 2026-11-28T18:00:00.000Z to 2026-11-29T08:00), 15000 CFA, PAT-000123';
    expect(pseudonymiseMessage(kept)).toBe(kept);
  });

  it('cuts the addresses a message names to their network', () => {
    expect(pseudonymiseMessage('Sign-in from 41.202.219.77 blocked for 15 minutes')).toBe(
      'Sign-in from 41.202.219.0 blocked for 15 minutes',
    );
    expect(pseudonymiseMessage('Sign-in from 2001:db8:85a3::7348 blocked at 10:15:00')).toBe(
      'Sign-in from 2001:db8:85a3:: blocked at 10:15:00',
    );
  });

  it('cuts addresses to their network', () => {
    expect(pseudonymiseIp('41.202.219.77')).toBe('41.202.219.0');
    expect(pseudonymiseIp('::ffff:127.0.0.1')).toBe('127.0.0.0');
    expect(pseudonymiseIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(pseudonymiseIp('2001:db8::1')).toBe('2001:db8::');
    expect(pseudonymiseIp(null)).toBeNull();
  });
});
