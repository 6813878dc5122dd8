import { describe, expect, it } from 'vitest';
import { summarizeHours } from './format-value';

const labels = { day: (day: string) => day.toUpperCase(), everyDay: 'Every day' };
const day = (opens: string, closes: string) => [{ opens, closes }];

describe('summarizeHours', () => {
  it('groups consecutive days with the same hours and leaves closed days out', () => {
    const hours = {
      mo: day('08:00', '17:00'),
      tu: day('08:00', '17:00'),
      we: day('08:00', '17:00'),
      th: day('08:00', '12:00'),
      sa: [
        { opens: '08:00', closes: '12:00' },
        { opens: '14:00', closes: '18:00' },
      ],
      su: [],
    };
    expect(summarizeHours(hours, labels)).toBe('MO–WE 08:00–17:00 · TH 08:00–12:00 · SA 08:00–12:00, 14:00–18:00');
  });

  it('says "every day" when all seven days match, and nothing when there are no hours', () => {
    const always = Object.fromEntries(
      ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((d) => [d, day('00:00', '24:00')]),
    );
    expect(summarizeHours(always, labels)).toBe('Every day 00:00–24:00');
    expect(summarizeHours({}, labels)).toBeNull();
    expect(summarizeHours(null, labels)).toBeNull();
    expect(summarizeHours('08:00', labels)).toBeNull();
  });
});
