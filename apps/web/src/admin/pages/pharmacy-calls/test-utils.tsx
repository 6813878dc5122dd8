// Test helpers of the Pharmacy Calls pages (imported by their *.test.tsx files only).
import forms from '../../../locales/en/forms.json';
import pharmacyCalls from '../../../locales/en/pharmacy-calls.json';
import { addCatalogs, geography, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, 'pharmacy-calls': pharmacyCalls });

/** Stubs fetch: every call is recorded; the geography lists answer by default, else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, geography);
