// Test helpers of the Claims pages (imported by their *.test.tsx files only).
import type { ClaimDetail, SessionUser } from '@hc/shared';
import claims from '../../../locales/en/claims.json';
import forms from '../../../locales/en/forms.json';
import { addCatalogs, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, claims });

/** The signed-in account's role the session probe answers with (admin unless a test says otherwise). */
export const session = { role: 'admin' as SessionUser['role'] };

/** Stubs fetch: every call is recorded; the session answers by default, anything else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, { '/api/auth/session': sessionUser(session.role) });

export const claimsPath = '/admin-dashboard/claims';

/** Claim 7 as the API returns it: open, filed by Ada Staff on 20 November 2026 at 23:30 UTC (00:30 in Douala). */
export const claim = (overrides: Partial<ClaimDetail> = {}): ClaimDetail => ({
  id: 7,
  reference: 'CLM007',
  booking: { id: 42, reference: 'BKG042' },
  doctor: { id: 5, name: 'Dr. Esther Mbida' },
  patient: { id: 123, number: 'PAT-000123', name: 'Amina Ngo' },
  status: 'open',
  createdAt: '2026-11-20T23:30:00.000Z',
  updatedAt: '2026-11-20T23:30:00.000Z',
  message: 'The patient was charged twice.',
  timeline: [
    { from: null, to: 'open', note: null, who: { id: 99, name: 'Ada Staff' }, at: '2026-11-20T23:30:00.000Z' },
  ],
  ...overrides,
});

/** A page of the list, as the API answers it. */
export const page = (rows: ClaimDetail[], total = rows.length) => ({
  data: rows.map(({ message: _message, timeline: _timeline, updatedAt: _updatedAt, ...row }) => row),
  meta: { total, page: 1, pageSize: 10 },
});
