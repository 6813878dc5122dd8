// Test helpers of the Employees and Outbox pages (imported by their *.test.tsx files only).
import employees from '../../../locales/en/employees.json';
import forms from '../../../locales/en/forms.json';
import outbox from '../../../locales/en/outbox.json';
import { addCatalogs, geography, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, employees, outbox });

/** Stubs fetch: every call is recorded; geography and the session (an admin) answer by default, else 404. */
export const stubApi = (answer: Answer) =>
  stubFetch(answer, { ...geography, '/api/auth/session': sessionUser('admin') });
