import type { LogEntry } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json';
import commonEn from '../../../locales/en/common.json';
import adminFr from '../../../locales/fr/admin.json';
import commonFr from '../../../locales/fr/common.json';
import { cleanupAfterTest, json, slowDom } from '../../list-kit/test-utils';
import { LogsPage } from './logs-page';

// Issue 36: the log reads in the reader's language; a row without an event keeps its stored message.

const entry = (id: number, message: string, event?: Pick<LogEntry, 'eventKey' | 'eventParams'>): LogEntry => ({
  id,
  level: 'INFO',
  source: 'AUTH',
  message,
  time: '2026-11-25T10:00:00.000Z',
  ip: null,
  userId: null,
  userEmail: null,
  requestId: null,
  repeatCount: 1,
  eventKey: event?.eventKey ?? null,
  eventParams: event?.eventParams ?? null,
});

const entries: LogEntry[] = [
  entry(1, 'Signed in: ada@example.cm', { eventKey: 'auth.signedIn', eventParams: { email: 'ada@example.cm' } }),
  entry(2, 'Facility #12 approved: Clinique A & B <Akwa>', {
    eventKey: 'facility.approved',
    eventParams: { id: 12, name: 'Clinique A & B <Akwa>' },
  }),
  entry(3, 'Booking BKG042 pending → confirmed', {
    eventKey: 'booking.moved',
    eventParams: { reference: 'BKG042', from: 'pending', to: 'confirmed' },
  }),
  entry(4, 'Listing confirmation requested from 1 facility manager(s)', {
    eventKey: 'facility.confirmationsRequested',
    eventParams: { count: 1 },
  }),
  entry(5, 'Listing confirmation requested from 3 facility manager(s)', {
    eventKey: 'facility.confirmationsRequested',
    eventParams: { count: 3 },
  }),
  entry(6, 'An old line written before events had keys'),
  entry(7, 'A line of an event this version does not know', { eventKey: 'future.event', eventParams: { x: 1 } }),
  entry(8, 'Signed out: a line missing its value', { eventKey: 'auth.signedOut', eventParams: {} }),
];

async function renderAs(language: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: commonEn, admin: adminEn }, fr: { common: commonFr, admin: adminFr } },
    defaultNS: 'common',
    // As the app (lib/i18n.ts): React escapes what it shows, so i18next must not escape the values first.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json({
        data: entries,
        meta: {
          total: entries.length,
          page: 1,
          pageSize: 10,
          counters: { total: entries.length, errors: 0, warnings: 0, success: 0, info: entries.length },
        },
      }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin-dashboard/logs']}>
          <LogsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('cell', { name: 'An old line written before events had keys' });
}

afterEach(cleanupAfterTest);

describe('LogsPage in the reader’s language', slowDom, () => {
  it('shows a French reader each event in French, its codes in words, and stored messages where there is no event', async () => {
    await renderAs('fr');
    for (const text of [
      'Connexion : ada@example.cm',
      // Shown as text once: neither escaped by i18next nor read as markup.
      'Établissement n° 12 approuvé : Clinique A & B <Akwa>',
      'Réservation BKG042 : en attente → confirmée',
      "Confirmation de fiche demandée à 1 responsable d'établissement",
      "Confirmation de fiche demandée à 3 responsables d'établissement",
      'An old line written before events had keys',
      'A line of an event this version does not know',
      'Signed out: a line missing its value',
    ])
      expect(screen.getByRole('cell', { name: text })).toBeTruthy();
    expect(screen.queryByText(/Signed in:|&amp;/)).toBeNull();
  });

  it('shows an English reader the same events in English', async () => {
    await renderAs('en');
    for (const text of [
      'Signed in: ada@example.cm',
      'Facility #12 approved: Clinique A & B <Akwa>',
      'Booking BKG042: pending → confirmed',
      'Listing confirmation requested from 1 facility manager',
      'Listing confirmation requested from 3 facility managers',
    ])
      expect(screen.getByRole('cell', { name: text })).toBeTruthy();
  });
});
