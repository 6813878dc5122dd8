// Test helpers of the Analytics page (imported by its *.test.tsx files only).
import type {
  BookingAnalytics,
  DoctorAnalytics,
  IncompleteRegistration,
  PatientAnalytics,
  SessionUser,
  SiteFigure,
  UserAnalytics,
} from '@hc/shared';
import analytics from '../../../locales/en/analytics.json';
import { addCatalogs, geography, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ analytics });

export const incompletePath = '/api/admin/registrations/incomplete';

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

export const figuresPath = (tab: 'users' | 'doctors' | 'patients' | 'bookings') => `/api/admin/analytics/${tab}`;

const counted = { period: { name: 'all' as const, from: null, to: '2026-11-25T10:00:00.000Z' }, region: null };
const site = (value: number): SiteFigure => ({ value, ignoresRegion: false });

/** The Users & Platform figures as the API answers them (all time, every region). */
export const userFigures = (overrides: Partial<UserAnalytics> = {}): UserAnalytics => ({
  ...counted,
  totalUsers: 1250,
  registrationsStarted: 1300,
  completeRegistrations: 1180,
  incompleteProfiles: 120,
  platformVisitors: site(45210),
  appVisitors: site(8200),
  searches: { hospital: site(3100), laboratory: site(950), pharmacy: site(4400), onCall: site(2100) },
  ...overrides,
});

const cardiology = { id: 3, nameEn: 'Cardiology', nameFr: 'Cardiologie' };
export const doctorFigures = (overrides: Partial<DoctorAnalytics> = {}): DoctorAnalytics => ({
  ...counted,
  doctor: null,
  totalDoctors: 89,
  totalBookings: 2140,
  totalEarningsCfa: 12_345_678,
  averageRating: { collected: false },
  bestRatedDoctors: { collected: false },
  highestEarningDoctors: [
    { id: 12, name: 'Dr Paul Eto', specialty: cardiology, bookings: 140, earningsCfa: 2_450_000 },
    { id: 15, name: 'Dr Awa Bello', specialty: null, bookings: 98, earningsCfa: 1_200_500 },
  ],
  ...overrides,
});

export const patientFigures = (overrides: Partial<PatientAnalytics> = {}): PatientAnalytics => ({
  ...counted,
  totalPatients: 1250,
  firstBookings: 340,
  rawDownloads: site(5120),
  onboarding: { percent: 66.7, complete: 2, started: 3 },
  mostActivePatients: [{ id: 7, number: 'PAT-000007', name: 'Amina Ngo', bookings: 12 }],
  ...overrides,
});

export const bookingFigures = (overrides: Partial<BookingAnalytics> = {}): BookingAnalytics => ({
  ...counted,
  totalBookings: 2140,
  bookingsWithoutComplaints: 2100,
  highQualityBookings: 1800,
  totalIncomeCfa: 45_678_900,
  doctorPayments: { collected: false },
  retainedMoney: { collected: false },
  peakMonths: [
    { month: '2026-11', bookings: 320 },
    { month: '2026-03', bookings: 290 },
  ],
  ...overrides,
});

/**
 * Stubs fetch: every call is recorded; the session, the regions and each tab's figures answer by
 * default, else 404.
 */
export const stubApi = (answer: Answer) =>
  stubFetch(answer, {
    '/api/auth/session': sessionUser(session.role),
    ...geography,
    [figuresPath('users')]: userFigures(),
    [figuresPath('doctors')]: doctorFigures(),
    [figuresPath('patients')]: patientFigures(),
    [figuresPath('bookings')]: bookingFigures(),
  });

/** An incomplete registration as the API returns it (a patient who only started, late on 20 November UTC). */
export const registration = (overrides: Partial<IncompleteRegistration> = {}): IncompleteRegistration => ({
  id: 7,
  name: 'Amina Ngo',
  email: 'amina@example.cm',
  phone: '+237677123456',
  role: 'patient',
  status: 'registration_started',
  registeredAt: '2026-11-20T23:30:00.000Z',
  ...overrides,
});

/** One page of the list as the API answers it. */
export const listPage = (rows: IncompleteRegistration[], total = rows.length, page = 1) => ({
  data: rows,
  meta: { total, page, pageSize: 10 },
});
