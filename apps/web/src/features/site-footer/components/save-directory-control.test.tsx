import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import savedEn from '../../../locales/en/saved-directory.json';
import commonFr from '../../../locales/fr/common.json';
import savedFr from '../../../locales/fr/saved-directory.json';
import { SaveDirectoryControl } from './save-directory-control';

function renderIn(language: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: {
      en: { common: commonEn, 'saved-directory': savedEn },
      fr: { common: commonFr, 'saved-directory': savedFr },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <I18nextProvider i18n={i18n}>
        <SaveDirectoryControl />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// Measured on the directory of 4,449 public facilities (issue 34, part 6): the server's estimate, the
// download as sent, and the copy as kept.
const estimate = { facilities: 4449, bytes: 120_890 };

describe('"Save the directory for offline use"', () => {
  it('names the size of the download before anything is downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(estimate)),
    );
    renderIn('en');
    expect(await screen.findByRole('button', { name: 'Save the directory for offline use (≈ 118 KB)' })).toBeTruthy();
    cleanup();
    renderIn('fr');
    expect(
      await screen.findByRole('button', { name: "Enregistrer l'annuaire pour l'utiliser hors ligne (≈ 118 Ko)" }),
    ).toBeTruthy();
  });

  it('once saved, tells what the copy takes on the device and what its last download took', () => {
    localStorage.setItem(
      'savedDirectory',
      JSON.stringify({
        savedAt: '2026-11-28T09:15:00.000Z',
        facilities: 4449,
        storedBytes: 1_143_695,
        downloadedBytes: 156_595,
      }),
    );
    renderIn('en');
    expect(screen.getByText('It takes 1.1 MB on this device; the last download was 153 KB.')).toBeTruthy();
    cleanup();
    renderIn('fr');
    expect(
      screen.getByText('Il occupe 1,1 Mo sur cet appareil ; le dernier téléchargement faisait 153 Ko.'),
    ).toBeTruthy();
  });

  it('says nothing of sizes for a copy saved before they were kept', () => {
    localStorage.setItem('savedDirectory', JSON.stringify({ savedAt: '2026-11-28T09:15:00.000Z', facilities: 4449 }));
    renderIn('en');
    expect(screen.getByRole('status').textContent).toMatch(/^Saved for offline use: 4,449 facilities, updated /);
    expect(screen.queryByText(/on this device/)).toBeNull();
  });
});
