import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which emails are registered. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hash('not-a-real-password-but-long-enough'));

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** RFC 6238 as authenticator apps compute it: SHA-1, 6 digits, 30-second steps. */
const TOTP_ISSUER = 'Healthcare Within Reach';
const TOTP_PERIOD_SECONDS = 30;
const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, stored in base32 (the form authenticator apps and otpauth read). */
export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

/** The 30-second time step a moment falls in. */
export const totpStep = (time: Date) => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: time.getTime() });

/** The code of the secret at a moment, or at a neighbouring step (`stepOffset`). */
export const totpCode = (secret: string, time: Date, stepOffset = 0): string =>
  totpFor(secret).generate({ timestamp: time.getTime() + stepOffset * TOTP_PERIOD_SECONDS * 1000 });

/**
 * The time step of a valid code — the current step or a neighbour, for clocks a little out of step —
 * that comes after `lastStep` (the last step accepted for the account), else null. Refusing a step at
 * or before the last one accepted makes every code work once, even within its ±1 step window.
 */
export function matchTotp(secret: string, code: string, time: Date, lastStep: number | null = null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(time);
  for (const offset of [-1, 0, 1]) {
    const step = current + offset;
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, time, offset)), Buffer.from(code))) return step;
  }
  return null;
}

export const totpUri = (secret: string, account: string): string => totpFor(secret, account).toString();

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown to the account holder: `xxxxx-xxxxx` (about 49 bits of randomness). */
export function generateRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
