import type { OnCallPharmacy } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import listings from '../../../../locales/en/listings.json';
import { phoneNumbers } from '../on-call-share';
import { page, stubApi, summary } from './listing-test-kit';
import { OnCallPrintPage } from './on-call-print';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, listings } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const mfoundi = { id: 7, nameEn: 'Mfoundi', nameFr: 'Mfoundi' };
const night = { startsAt: '2026-11-23T21:00:00.000Z', endsAt: '2026-11-24T06:30:00.000Z' };
const row = (id: number, name: string, overrides: Partial<OnCallPharmacy>) =>
  summary<OnCallPharmacy>(id, name, { division: mfoundi, onCallPeriods: [night], dutyWindow: null, ...overrides });

function renderPrint(rows: OnCallPharmacy[]) {
  stubApi((url) => (url.pathname === '/api/pharmacies/on-call' ? page(rows, 100) : undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/pharmacies-on-call/print?division=7&week=2026-11-23']}>
          <OnCallPrintPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('phoneNumbers', () => {
  it('gives each number of a phone field whole, whatever the separator', () => {
    expect(phoneNumbers('677 63 95 72 / 670 70 21 25')).toEqual(['677 63 95 72', '670 70 21 25']);
    expect(phoneNumbers('+237 222 20 41 17; +237 699 41 27 83')).toEqual(['+237 222 20 41 17', '+237 699 41 27 83']);
    expect(phoneNumbers('677 63 95 72 ou 670 70 21 25')).toEqual(['677 63 95 72', '670 70 21 25']);
    expect(phoneNumbers('+237 656 72 09 41')).toEqual(['+237 656 72 09 41']);
    expect(phoneNumbers(null)).toEqual([]);
    expect(phoneNumbers('  ')).toEqual([]);
  });
});

describe('the printable on-call list', () => {
  it('has a phone column with every number of every pharmacy, each on a line of its own', async () => {
    const { container } = renderPrint([
      row(1, 'Pharmacie du Lac', { address: 'Rue du Lac, Yaoundé', phone: '677 63 95 72 / 670 70 21 25' }),
      row(2, 'Pharmacie Emana', {
        subdivision: { id: 49, nameEn: 'Yaoundé I', nameFr: 'Yaoundé 1er' },
        phone: '+237 656 72 09 41',
      }),
      row(3, 'Pharmacie sans téléphone', { address: 'Carrefour Nlongkak' }),
    ]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pharmacy', 'On duty', 'Phone']);
    const lake = within(table).getByRole('row', { name: /Pharmacie du Lac/ });
    expect(within(lake).getByText('677 63 95 72')).not.toBe(within(lake).getByText('670 70 21 25'));
    expect(within(lake).getByText('Rue du Lac, Yaoundé')).toBeTruthy();
    // Without an address, the place is its subdivision.
    const emana = within(table).getByRole('row', { name: /Pharmacie Emana/ });
    expect(within(emana).getByText('Yaoundé I')).toBeTruthy();
    expect(within(emana).getByText('+237 656 72 09 41').className).toContain('print:whitespace-nowrap');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Pharmacies on call in Mfoundi, from /);

    // The CSP allows no inline style: the print rules come from the build's stylesheet and classes.
    expect(container.querySelector('style, [style]')).toBeNull();
    // On paper, none of the controls.
    const controls = screen.getByRole('button', { name: 'Print' }).parentElement!;
    expect(controls.className).toContain('print:hidden');
    expect(within(controls).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(controls).getByRole('link', { name: 'Back to the on-call list' })).toBeTruthy();
  });
});
