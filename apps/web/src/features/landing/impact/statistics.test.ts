import { describe, expect, it } from 'vitest';
import { counterValue, normalizeStatistic } from './statistics';

describe('normalizeStatistic', () => {
  it('coerces the value to a number of at least 0', () => {
    expect(normalizeStatistic({ value: '5000' }).value).toBe(5000);
    expect(normalizeStatistic({ value: -3 }).value).toBe(0);
    expect(normalizeStatistic({ value: 'many' }).value).toBe(0);
    expect(normalizeStatistic({}).value).toBe(0);
  });

  it('turns a missing label or suffix into empty text and an unknown theme into primary', () => {
    expect(normalizeStatistic({ value: 1 })).toEqual({ value: 1, label: '', suffix: '', theme: 'primary' });
    expect(normalizeStatistic({ value: 1, theme: 'neon' }).theme).toBe('primary');
    expect(normalizeStatistic({ value: 1, label: 'Years', suffix: '+', theme: 'accent' })).toEqual({
      value: 1,
      label: 'Years',
      suffix: '+',
      theme: 'accent',
    });
  });
});

describe('counterValue', () => {
  it('counts from 0 to the target over 2 s', () => {
    expect(counterValue(100, 0)).toBe(0);
    expect(counterValue(100, 1000)).toBeGreaterThan(50);
    expect(counterValue(100, 1000)).toBeLessThan(100);
    expect(counterValue(100, 2000)).toBe(100);
    expect(counterValue(100, 5000)).toBe(100);
  });
});
