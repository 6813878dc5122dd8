import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import { OfflineNotices } from './offline-notices';

function renderIn(language: 'en' | 'fr', copiedAt: Date) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <OfflineNotices copiedAt={copiedAt} applyUpdate={null} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const savedAt = '2026-11-28T09:15:00.000Z';

describe('the offline notice', () => {
  it('says plainly when what is shown comes from the directory saved on the device, and as of when', () => {
    localStorage.setItem('savedDirectory', JSON.stringify({ savedAt, facilities: 4449 }));
    renderIn('en', new Date(savedAt));
    expect(screen.getByText(/^Offline — showing the directory saved on this device, as of .*2026/)).toBeTruthy();
    cleanup();
    renderIn('fr', new Date(savedAt));
    expect(screen.getByText(/^Hors ligne — annuaire enregistré sur cet appareil, à jour au .*2026/)).toBeTruthy();
  });

  it('gives the time of the data otherwise (answers kept as pages were seen)', () => {
    localStorage.setItem('savedDirectory', JSON.stringify({ savedAt, facilities: 4449 }));
    renderIn('en', new Date('2026-11-20T08:00:00.000Z'));
    expect(screen.getByText(/^Offline — data from /)).toBeTruthy();
    cleanup();
    localStorage.clear();
    renderIn('en', new Date(savedAt));
    expect(screen.getByText(/^Offline — data from /)).toBeTruthy();
  });
});
