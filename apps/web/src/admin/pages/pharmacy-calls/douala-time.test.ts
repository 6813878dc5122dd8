import { describe, expect, it } from 'vitest';
import { formatDoualaDateTime, fromDoualaInput, toDoualaInput } from './douala-time';

describe('Douala time of the duty period form', () => {
  it('sends a datetime-local value as Douala time with an explicit +01:00, whatever the browser zone', () => {
    expect(fromDoualaInput('2026-11-25T22:00')).toBe('2026-11-25T22:00:00+01:00');
    expect(fromDoualaInput('2026-11-25T22:00:30')).toBe('2026-11-25T22:00:00+01:00');
    expect(fromDoualaInput('')).toBe('');
    expect(fromDoualaInput('tomorrow')).toBe('');
  });

  it('shows an instant in Douala time, across midnight too', () => {
    expect(toDoualaInput('2026-11-25T23:30:00Z')).toBe('2026-11-26T00:30');
    expect(toDoualaInput('2026-11-25T22:00:00+01:00')).toBe('2026-11-25T22:00');
    expect(toDoualaInput(null)).toBe('');
    expect(formatDoualaDateTime('2026-11-25T23:30:00Z', 'fr')).toMatch(/26 nov\. 2026.*00:30/);
  });
});
