import { normalizeRecoveryCode, RECOVERY_CODE_PATTERN } from '@hc/shared';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCode,
  generateTotpSecret,
  hashPassword,
  matchTotp,
  totpCode,
  totpStep,
  totpUri,
  verifyPassword,
} from './crypto';

describe('TOTP', () => {
  // RFC 6238 appendix B test vector (SHA-1): secret "12345678901234567890", T = 59 s → 94287082 (8 digits).
  const secret = Secret.fromLatin1('12345678901234567890').base32;

  it('matches the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the neighbouring steps, and names the step of the code', () => {
    const now = new Date(1_111_111_109_000);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now, -1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now, 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now, 3), now)).toBeNull();
    expect(matchTotp(secret, 'abc123', now)).toBeNull();
  });

  it('refuses a code whose step is at or before the last one accepted, even inside the window', () => {
    const now = new Date(1_111_111_109_000);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now, -1), now, step - 1)).toBeNull();
    // A later code still works after an earlier one was used.
    expect(matchTotp(secret, totpCode(secret, now, 1), now, step)).toBe(step + 1);
  });

  it('makes secrets and otpauth:// links an authenticator app reads', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(totpUri(fresh, 'ngozi@example.cm'));
    if (!(parsed instanceof TOTP)) throw new Error('not a TOTP link');
    expect(parsed.secret.base32).toBe(fresh);
    expect(parsed.label).toBe('ngozi@example.cm');
    expect(parsed.issuer).toBe('Healthcare Within Reach');
    const now = new Date('2026-11-23T10:00:00Z');
    expect(parsed.generate({ timestamp: now.getTime() })).toBe(totpCode(fresh, now));
  });
});

describe('recovery codes', () => {
  it('are distinct codes in the shape the sign-in form accepts', () => {
    const codes = Array.from({ length: 50 }, generateRecoveryCode);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(code.toUpperCase()))).toBe(true);
    }
  });
});

describe('passwords', () => {
  it('verify only the password they were made from', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
