// Test helpers of the Analytics page (imported by its *.test.tsx files only).
import type { IncompleteRegistration, SessionUser } from '@hc/shared';
import analytics from '../../../locales/en/analytics.json';
import { addCatalogs, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ analytics });

export const incompletePath = '/api/admin/registrations/incomplete';

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

/** Stubs fetch: every call is recorded; the session answers by default, else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, { '/api/auth/session': sessionUser(session.role) });

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
