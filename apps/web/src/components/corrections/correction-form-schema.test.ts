import { correctionSubmissionSchema } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { closedDay, everyDay } from '../../lib/forms/weekly-hours';
import { correctionFormPathOf, correctionFormSchema, emptyCorrection, startingWeek } from './correction-form-schema';

describe('the correction form schema', () => {
  it('sends the editor’s hours as the submission’s openingHours, and nothing of the editor', () => {
    const week = everyDay('08:00', '17:00');
    const hours = {
      known: true,
      days: {
        ...week.days,
        mo: { mode: 'allDay' as const, intervals: [{ opens: '', closes: '' }] },
        sa: {
          mode: 'hours' as const,
          intervals: [
            { opens: '08:00', closes: '12:00' },
            { opens: '22:00', closes: '00:00' },
          ],
        },
        su: closedDay(),
      },
    };
    const sent = correctionFormSchema.parse({ ...emptyCorrection(), phone: ' 699 12 34 56 ', hours });
    const day = [{ opens: '08:00', closes: '17:00' }];
    expect(sent).toEqual({
      phone: '699 12 34 56',
      openingHours: {
        mo: [{ opens: '00:00', closes: '24:00' }],
        tu: day,
        we: day,
        th: day,
        fr: day,
        sa: [
          { opens: '08:00', closes: '12:00' },
          { opens: '22:00', closes: '24:00' },
        ],
        su: [],
      },
      closedPermanently: false,
      notHealthFacility: false,
      website: '',
    });
    // What the server checks, unchanged.
    expect(correctionSubmissionSchema.parse(sent)).toEqual(sent);
  });

  it('proposes no hours while they are unknown, and still needs something proposed', () => {
    const unknown = correctionFormSchema.safeParse(emptyCorrection());
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['request']);
    // Absent from the JSON sent, as every field not proposed.
    expect(correctionFormSchema.parse({ ...emptyCorrection(), address: 'Rue Joss' }).openingHours).toBeUndefined();
  });

  it('puts a wrong interval on the editor’s own input', () => {
    const hours = { ...everyDay('08:00', '17:00'), known: true };
    hours.days.we = { mode: 'hours', intervals: [{ opens: '8h', closes: '17:00' }] };
    const result = correctionFormSchema.safeParse({ ...emptyCorrection(), hours });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hours.days.we.intervals.0.opens', 'invalid_time'],
    ]);
    expect(correctionFormPathOf('openingHours.we.0.opens')).toBe('hours.days.we.intervals.0.opens');
    expect(correctionFormPathOf('openingHours')).toBe('hours');
    expect(correctionFormPathOf('phone')).toBe('phone');
  });

  it('starts from the facility’s hours, else from Monday to Friday 08:00-17:00', () => {
    expect(startingWeek({ mo: [{ opens: '07:00', closes: '24:00' }], tu: [] }).days).toMatchObject({
      mo: { mode: 'hours', intervals: [{ opens: '07:00', closes: '00:00' }] },
      tu: { mode: 'closed' },
      su: { mode: 'closed' },
    });
    for (const none of [null, {}, { mo: [], tu: [] }]) {
      const week = startingWeek(none);
      expect(week.known).toBe(true);
      expect(week.days.fr).toEqual({ mode: 'hours', intervals: [{ opens: '08:00', closes: '17:00' }] });
      expect(week.days.sa.mode).toBe('closed');
      expect(week.days.su.mode).toBe('closed');
    }
  });
});
