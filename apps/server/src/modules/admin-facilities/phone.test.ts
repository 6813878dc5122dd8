import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('writes Cameroonian numbers in E.164, however they were typed', () => {
    expect(normalizePhone('677 12 34 56')).toBe('+237677123456');
    expect(normalizePhone('+237 6 77 12 34 56')).toBe('+237677123456');
    expect(normalizePhone('00237 222 23 40 20')).toBe('+237222234020');
  });

  it('keeps foreign numbers given with their country code', () => {
    expect(normalizePhone('+33 1 42 68 53 00')).toBe('+33142685300');
  });

  it('refuses what is not a phone number', () => {
    expect(normalizePhone('12')).toBeNull();
    expect(normalizePhone('call us')).toBeNull();
    expect(normalizePhone('+237 12')).toBeNull();
  });
});
