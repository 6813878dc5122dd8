// Test helpers of the Bookings pages (imported by their *.test.tsx files only).
import type { BookingDetail, SessionUser } from '@hc/shared';
import bookings from '../../../locales/en/bookings.json';
import forms from '../../../locales/en/forms.json';
import { addCatalogs, geography, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, bookings });

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

export const specialties = [
  { id: 5, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
  { id: 6, nameEn: 'Pediatrics', nameFr: 'Pédiatrie' },
];

/** Stubs fetch: every call is recorded; the geography, the specialties and the session answer by default, else 404. */
export const stubApi = (answer: Answer) =>
  stubFetch(answer, { ...geography, '/api/specialties': specialties, '/api/auth/session': sessionUser(session.role) });

/** A booking as the API returns it (BKG042: Amina Ngo with Dr Mbarga, 12,500 CFA). */
export const bookingDetail = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  id: 42,
  reference: 'BKG042',
  patient: { id: 123, number: 'PAT-000123', name: 'Amina Ngo' },
  doctor: { id: 7, name: 'Dr Paul Mbarga' },
  specialty: { id: 5, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
  facility: { id: 301, name: 'Hôpital Laquintinie' },
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  division: { id: 20, nameEn: 'Wouri', nameFr: 'Wouri' },
  subdivision: { id: 200, nameEn: 'Douala I', nameFr: 'Douala Ier' },
  startsAt: '2026-12-01T08:30:00.000Z',
  status: 'pending',
  amountCfa: 12_500,
  paidCfa: 0,
  createdAt: '2026-11-23T09:00:00.000Z',
  note: null,
  createdBy: { id: 99, name: 'Ada Staff' },
  history: [
    {
      id: 1,
      from: null,
      to: 'pending',
      reason: null,
      who: { id: 99, name: 'Ada Staff' },
      at: '2026-11-23T09:00:00.000Z',
    },
  ],
  payments: [],
  claims: [],
  ...overrides,
});
