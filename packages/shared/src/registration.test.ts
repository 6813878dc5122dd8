import { describe, expect, it } from 'vitest';
import { registrationStatusOf } from './registration';

const place = { regionId: 1, divisionId: 2, subdivisionId: 3 };
const named = { firstName: 'Amina', lastName: 'Ngo' };

describe('registrationStatusOf', () => {
  it('is registration_started while only the sign-up name is there', () => {
    expect(registrationStatusOf({ role: 'patient', ...named })).toBe('registration_started');
    expect(registrationStatusOf({ role: 'doctor', ...named, phone: '  ' })).toBe('registration_started');
  });

  it('is incomplete_profile once some profile field is filled', () => {
    expect(registrationStatusOf({ role: 'patient', ...named, phone: '+237677123456' })).toBe('incomplete_profile');
    expect(registrationStatusOf({ role: 'patient', ...named, phone: '+237677123456', ...place, bloodType: 'O+' })).toBe(
      'incomplete_profile',
    );
    expect(registrationStatusOf({ role: 'doctor', ...named, specialtyId: 4 })).toBe('incomplete_profile');
  });

  it('is complete for a patient with name, phone, location, blood type and emergency contact', () => {
    const patient = {
      role: 'patient' as const,
      ...named,
      phone: '+237677123456',
      ...place,
      bloodType: 'O+',
      emergencyContactName: 'Paul',
      emergencyContactPhone: '+237699001122',
    };
    expect(registrationStatusOf(patient)).toBe('complete');
    expect(registrationStatusOf({ ...patient, subdivisionId: null })).toBe('incomplete_profile');
    expect(registrationStatusOf({ ...patient, lastName: '' })).toBe('incomplete_profile');
  });

  it('is complete for a doctor with name, phone, location, specialty and ID number', () => {
    const doctor = {
      role: 'doctor' as const,
      ...named,
      phone: '+237677123456',
      ...place,
      specialtyId: 4,
      idNumber: 'X1',
    };
    expect(registrationStatusOf(doctor)).toBe('complete');
    expect(registrationStatusOf({ ...doctor, idNumber: null })).toBe('incomplete_profile');
  });

  it('asks only a name of staff accounts', () => {
    expect(registrationStatusOf({ role: 'support', ...named })).toBe('complete');
  });
});
