import { describe, expect, it } from 'vitest';
import {
  normalizeSearchQuery,
  sanitizeDisplayText,
  sanitizeInput,
  sanitizeTitle,
  SANITIZE_TYPE_ERROR,
} from './sanitize';

describe('sanitizeInput', () => {
  it('strips < > " \' and backslash and trims', () => {
    expect(sanitizeInput('  <b>"Hôpital"\\\'s  ')).toBe('bHôpitals');
  });
  it('rejects anything but text with the spec message', () => {
    expect(() => sanitizeInput(42)).toThrow(SANITIZE_TYPE_ERROR);
    expect(() => sanitizeInput(null)).toThrow(SANITIZE_TYPE_ERROR);
  });
});

describe('normalizeSearchQuery', () => {
  it('lower-cases after sanitising', () => {
    expect(normalizeSearchQuery('  Pharmacie <DU> Marché ')).toBe('pharmacie du marché');
  });
  it('gives an empty string for blank input, which means no search', () => {
    expect(normalizeSearchQuery('   ')).toBe('');
  });
});

describe('sanitizeDisplayText', () => {
  it('keeps angle brackets as typed: they are escaped once, at output (React, DOM text), never twice', () => {
    expect(sanitizeDisplayText('<img src=x onerror=alert(1)> Probe Hospital')).toBe(
      '<img src=x onerror=alert(1)> Probe Hospital',
    );
  });
  it('removes javascript: and data: prefixes, even repeated or disguised by case and spaces', () => {
    expect(sanitizeDisplayText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeDisplayText(' DATA: javascript:x')).toBe('x');
  });
  it('rejects non-text', () => {
    expect(() => sanitizeDisplayText({})).toThrow(SANITIZE_TYPE_ERROR);
  });
});

describe('sanitizeTitle', () => {
  it('also strips quotes and backslashes', () => {
    expect(sanitizeTitle('Clinique "L\'Espoir" \\ <Douala>')).toBe('Clinique LEspoir  <Douala>');
  });
});
