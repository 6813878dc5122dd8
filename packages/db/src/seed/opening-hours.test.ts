import { describe, expect, it } from 'vitest';
import { parseOsmOpeningHours } from './opening-hours';

describe('parseOsmOpeningHours', () => {
  it('reads 24/7 as every day, all day', () => {
    const hours = parseOsmOpeningHours('24/7');
    expect(Object.keys(hours ?? {})).toHaveLength(7);
    expect(hours?.su).toEqual([{ opens: '00:00', closes: '24:00' }]);
  });

  it('reads day ranges, lists and several rules', () => {
    expect(parseOsmOpeningHours('Mo-We, Fr 07:30-12:00')).toEqual({
      mo: [{ opens: '07:30', closes: '12:00' }],
      tu: [{ opens: '07:30', closes: '12:00' }],
      we: [{ opens: '07:30', closes: '12:00' }],
      fr: [{ opens: '07:30', closes: '12:00' }],
    });
    const hours = parseOsmOpeningHours('Mo-Fr 08:00-18:00; Sa 08:00-13:00');
    expect(hours?.sa).toEqual([{ opens: '08:00', closes: '13:00' }]);
    expect(hours?.su).toBeUndefined();
  });

  it('reads a bare time range as every day', () => {
    expect(parseOsmOpeningHours('12:00-22:00')?.we).toEqual([{ opens: '12:00', closes: '22:00' }]);
  });

  it('gives up on syntax it does not know, rather than guessing', () => {
    expect(parseOsmOpeningHours('Mo-Fr 08:00-18:00; PH off')).toBeNull();
    expect(parseOsmOpeningHours('sunrise-sunset')).toBeNull();
    expect(parseOsmOpeningHours(null)).toBeNull();
  });
});
