// Test helpers of the Patients pages (imported by their *.test.tsx files only).
import type { Patient, SessionUser } from '@hc/shared';
import forms from '../../../locales/en/forms.json';
import patients from '../../../locales/en/patients.json';
import { addCatalogs, geography, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, patients });

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

/** Stubs fetch: every call is recorded; geography and the session answer by default, else 404. */
export const stubApi = (answer: Answer) =>
  stubFetch(answer, { ...geography, '/api/auth/session': sessionUser(session.role) });

/** A patient as the API returns it, placed in Douala I (the default geography). */
export const patient = (overrides: Partial<Patient> = {}): Patient => ({
  id: 123,
  patientId: 'PAT-000123',
  firstName: 'Amina',
  lastName: 'Ngo',
  username: 'amina',
  email: 'amina@example.cm',
  phone: '+237677123456',
  bloodType: 'O+',
  status: 'active',
  registrationStatus: 'complete',
  regionId: 2,
  divisionId: 20,
  subdivisionId: 200,
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  division: { id: 20, nameEn: 'Wouri', nameFr: 'Wouri' },
  subdivision: { id: 200, nameEn: 'Douala I', nameFr: 'Douala Ier' },
  insuranceProvider: 'CNPS',
  emergencyContactName: 'Paul Ngo',
  emergencyContactPhone: '+237699001122',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
