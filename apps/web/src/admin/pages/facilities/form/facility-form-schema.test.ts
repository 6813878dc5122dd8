import { describe, expect, it } from 'vitest';
import {
  changedFormFields,
  emptyFacilityForm,
  facilityFormSchema,
  facilityToForm,
  formPathOf,
  toUpdateBody,
} from './facility-form-schema';
import { facility } from './test-helpers';
import { commonTimes, everyDay, hoursToForm } from '../../../../lib/forms/weekly-hours';

describe('the facility form schema', () => {
  it('reads a saved facility back as the same API values', () => {
    const saved = facility({
      openingHours: {
        mo: [
          { opens: '08:00', closes: '12:00' },
          { opens: '14:00', closes: '24:00' },
        ],
        tu: [{ opens: '00:00', closes: '24:00' }],
        we: [{ opens: '22:00', closes: '06:00' }],
        th: [],
        fr: [],
        sa: [],
        su: [],
      },
      featuredRank: 3,
      emergency: false,
    });
    const body = facilityFormSchema.parse(facilityToForm(saved));
    expect(body).toMatchObject({
      openingHours: saved.openingHours,
      featuredRank: 3,
      emergency: false,
      capacity: 300,
      latitude: 3.86,
      specialtyIds: [1],
      website: null,
    });
  });

  it('keeps hours unknown (null) apart from closed every day', () => {
    expect(hoursToForm(null).known).toBe(false);
    expect(hoursToForm({}).known).toBe(false);
    const closed = hoursToForm({ mo: [] });
    expect(closed.known).toBe(true);
    expect(
      facilityFormSchema.parse({ ...emptyFacilityForm(), name: 'A', facilityType: 'clinic', hours: closed }),
    ).toMatchObject({ openingHours: { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [] } });
    expect(commonTimes(everyDay('07:00', '19:00'))).toEqual({ opens: '07:00', closes: '19:00' });
    expect(commonTimes(closed)).toEqual({ opens: '', closes: '' });
  });

  it('sends the changed fields only, and a new type with the specialties and tests it keeps', () => {
    const values = facilityFormSchema.parse({ ...facilityToForm(facility()), facilityType: 'pharmacy' });
    const changed = changedFormFields({
      facilityType: true,
      openingTime: true,
      hours: { days: { mo: { mode: true } } },
    });
    expect(changed).toEqual(['facilityType', 'hours']);
    expect(toUpdateBody(values, changed, 3)).toEqual({
      version: 3,
      facilityType: 'pharmacy',
      specialtyIds: [],
      testIds: [],
      openingHours: null,
    });
  });

  it('puts API error paths on the form’s own fields', () => {
    expect(formPathOf('phone')).toBe('phone');
    expect(formPathOf('openingHours.mo.1.closes')).toBe('hours.days.mo.intervals.1.closes');
    expect(formPathOf('openingHours')).toBe('hours');
    expect(formPathOf('featuredRank')).toBe('featured');
    expect(formPathOf('category')).toBe('facilityType');
    expect(formPathOf('status')).toBeNull();
  });
});
