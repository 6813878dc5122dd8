import type { Doctor, Specialty } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { groupDoctorsBySpecialty } from './group-doctors';

const cardiology: Specialty = { id: 1, nameEn: 'Cardiology', nameFr: 'Cardiologie' };
const surgery: Specialty = { id: 25, nameEn: 'Surgery', nameFr: 'Chirurgie' };
const neurology: Specialty = { id: 13, nameEn: 'Neurology', nameFr: 'Neurologie' };
const doctor = (id: number, name: string, specialty: Specialty | null): Doctor => ({
  id,
  name,
  specialty,
  facility: { id: 1, name: 'Hospital' },
});

describe('groupDoctorsBySpecialty', () => {
  it('puts each doctor under their specialty, listing specialties without doctors too', () => {
    const groups = groupDoctorsBySpecialty(
      [cardiology, surgery, neurology],
      [doctor(1, 'Dr. Zoe', cardiology), doctor(2, 'Dr. Anna', cardiology), doctor(3, 'Dr. Paul', surgery)],
      'en',
    );
    expect(groups.map((g) => [g.specialty?.nameEn, g.doctors.map((d) => d.name)])).toEqual([
      ['Cardiology', ['Dr. Anna', 'Dr. Zoe']],
      ['Neurology', []],
      ['Surgery', ['Dr. Paul']],
    ]);
  });

  it('sorts specialties by their name in the interface language', () => {
    const groups = groupDoctorsBySpecialty([surgery, cardiology, neurology], [], 'fr');
    expect(groups.map((g) => g.specialty?.nameFr)).toEqual(['Cardiologie', 'Chirurgie', 'Neurologie']);
  });

  it('adds specialties only the doctors have, and keeps doctors without one last', () => {
    const groups = groupDoctorsBySpecialty(
      [surgery],
      [doctor(1, 'Dr. Nil', null), doctor(2, 'Dr. Heart', cardiology), doctor(3, 'Dr. Cut', surgery)],
      'en',
    );
    expect(groups.map((g) => [g.specialty?.id ?? null, g.doctors.map((d) => d.id)])).toEqual([
      [1, [2]],
      [25, [3]],
      [null, [1]],
    ]);
  });

  it('gives nothing for a facility with neither specialties nor doctors', () => {
    expect(groupDoctorsBySpecialty([], [], 'en')).toEqual([]);
  });
});
