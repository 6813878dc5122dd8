import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hashPassword, totpCode, verifyPassword, verifyTotp } from './crypto';

describe('TOTP', () => {
  // RFC 6238 appendix B test vector (SHA-1): secret "12345678901234567890", T = 59 s → 94287082 (8 digits).
  const secret = base32Encode(Buffer.from('12345678901234567890'));

  it('matches the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the neighbouring step and rejects others', () => {
    const now = new Date(1_111_111_109_000);
    expect(verifyTotp(secret, totpCode(secret, now, -1), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now, 3), now)).toBe(false);
    expect(verifyTotp(secret, 'abc123', now)).toBe(false);
  });

  it('round-trips base32', () => {
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
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
