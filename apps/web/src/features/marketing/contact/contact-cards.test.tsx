import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import marketing from '../../../locales/en/marketing.json';
import { ContactCards } from './contact-cards';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { marketing } },
  defaultNS: 'marketing',
  react: { useSuspense: false },
});

function renderCards(phone: string, email = 'team@example.cm') {
  render(
    <I18nextProvider i18n={i18n}>
      <ContactCards email={email} phone={phone} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('ContactCards', () => {
  it('links the phone with digits and + only, and the email with mailto:', () => {
    renderCards('+237 (222) 20-00.00');
    expect(screen.getByRole('link', { name: '+237 (222) 20-00.00' })).toHaveProperty('href', 'tel:+237222200000');
    expect(screen.getByRole('link', { name: 'team@example.cm' })).toHaveProperty('href', 'mailto:team@example.cm');
  });

  it('falls back to +237000000000 when fewer than 8 characters remain', () => {
    renderCards('12-34 56');
    expect(screen.getByRole('link', { name: '12-34 56' }).getAttribute('href')).toBe('tel:+237000000000');
  });

  it('has the three cards', () => {
    renderCards('+237 222 20 00 00');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Address',
      'Email',
      'Phone',
    ]);
  });
});
