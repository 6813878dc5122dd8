import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import detail from '../../../../locales/fr/detail.json';
import facility from '../../../../locales/fr/facility.json';
import { HoursSection } from './hours-section';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'fr',
  resources: { fr: { detail, facility } },
  defaultNS: 'detail',
  interpolation: { escapeValue: false },
});

// Wednesday 2026-11-18, 10:00 in Douala.
const now = new Date('2026-11-18T09:00:00Z');
const weekdays = { opens: '08:00', closes: '20:00' };

afterEach(cleanup);

describe('HoursSection, for a French reader', () => {
  it('sums the week up in French above a table whose days and times follow French usage', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <HoursSection
          hours="Mo-Sa 08:00-20:00"
          openingHours={{
            mo: [weekdays],
            tu: [weekdays],
            we: [weekdays],
            th: [weekdays],
            fr: [weekdays],
            sa: [weekdays],
          }}
          now={now}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('lun.-sam. 08:00-20:00')).toBeTruthy();
    expect(screen.queryByText('Mo-Sa 08:00-20:00')).toBeNull();
    const wednesday = screen.getByRole('row', { name: /mercredi/ });
    expect(wednesday.textContent).toContain('08:00-20:00');
    expect(screen.getByRole('row', { name: /dimanche/ }).textContent).toContain('Fermé');
  });

  it('shows the published text when there is no structured week', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <HoursSection hours="Tous les jours 7h-22h" openingHours={null} now={now} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Tous les jours 7h-22h')).toBeTruthy();
    expect(screen.getByText('Les horaires de la semaine ne sont pas disponibles.')).toBeTruthy();
  });
});
