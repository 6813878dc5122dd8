import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import { LazyComingSoonDialog } from './lazy-coming-soon-dialog';

// The popup's code cannot be downloaded: what a first visit sees when the network has dropped.
vi.mock('./coming-soon-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/coming-soon-dialog-abc.js');
});

function renderTeaser(language: 'en' | 'fr', onClose = vi.fn()) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
    defaultNS: 'common',
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <LazyComingSoonDialog variant="nextUpdate" feature="Appointment Booking" onClose={onClose} />
    </I18nextProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyComingSoonDialog when its code cannot be downloaded', () => {
  it('says it cannot open offline, and Close lets the next press try again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onClose = renderTeaser('en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You seem to be offline. Check your connection, then try again.');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in French, and names a failed download when the browser is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderTeaser('fr');
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Une partie de cette page n'a pas pu être téléchargée",
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
