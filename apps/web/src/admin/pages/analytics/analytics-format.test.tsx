import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import analyticsEn from '../../../locales/en/analytics.json';
import analyticsFr from '../../../locales/fr/analytics.json';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';

async function formatIn(language: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { [ANALYTICS_NAMESPACE]: analyticsEn }, fr: { [ANALYTICS_NAMESPACE]: analyticsFr } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useAnalyticsFormat(), { wrapper }).result.current;
}

describe('amounts in the back-office (issue 36)', () => {
  it('writes francs CFA the French way: FCFA after a no-break space', async () => {
    const fr = await formatIn('fr');
    expect(fr.cfa(25_000)).toBe('25\u202f000\u00a0FCFA');
    expect(fr.millionsCfa(12_345_678, 1)).toBe('12,3\u00a0millions de FCFA');
  });

  it('never rounds an amount under a million to "1 million"', async () => {
    const en = await formatIn('en');
    expect(en.millionsCfa(555_000, 0)).toBe('555,000 CFA');
    expect(en.millionsCfa(12_345_678, 1)).toBe('12.3 million CFA');
    const fr = await formatIn('fr');
    expect(fr.millionsCfa(555_000, 0)).toBe('555\u202f000\u00a0FCFA');
  });
});
