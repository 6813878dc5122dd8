import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import commonEn from '../../locales/en/common.json';
import pagesEn from '../../locales/en/pages.json';
import commonFr from '../../locales/fr/common.json';
import pagesFr from '../../locales/fr/pages.json';
import { DataSourcesPage } from './data-sources';

function renderIn(language: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: commonEn, pages: pagesEn }, fr: { common: commonFr, pages: pagesFr } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <DataSourcesPage />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('Data sources: the 2019 national public facility list (issue 33)', () => {
  it('credits the list as its authors ask to be cited, beside OpenStreetMap', () => {
    renderIn('en');
    const sources = screen.getByRole('region', { name: 'Sources and attribution' });
    expect(within(sources).getByText(/© OpenStreetMap contributors, ODbL 1\.0/)).toBeTruthy();
    expect(
      within(sources).getByText(
        'Public health facilities: Maina J. et al. (2019), A spatial database of health facilities managed by the public health sector in sub-Saharan Africa, Scientific Data 6:134, KEMRI-Wellcome Trust Research Programme / WHO (figshare doi:10.6084/m9.figshare.7725374, CC0 1.0).',
      ),
    ).toBeTruthy();
  });

  it('lists the data set with its records and licence', () => {
    renderIn('en');
    const row = screen
      .getByRole('rowheader', { name: /Public health facilities of the 2019 national list/ })
      .closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '3,061',
      'Maina et al. 2019, KEMRI-Wellcome Trust Research Programme / WHO, via figshare',
      'CC0 1.0 (public domain)',
    ]);
  });

  it('says the list is from before 2019, not yet verified, and that withheld coordinates are not published', () => {
    renderIn('en');
    const list = screen.getByRole('region', { name: 'The 2019 national public facility list' });
    expect(list.textContent).toContain('as they were before 2019');
    expect(list.textContent).toContain('the directory has not yet verified them');
    expect(list.textContent).toContain(
      'Coordinates the list took from services whose terms forbid reusing them (Google Earth, Encarta, Fallingrain) are not published',
    );
    expect(
      within(list)
        .getByRole('link', { name: 'The list on figshare (doi:10.6084/m9.figshare.7725374)' })
        .getAttribute('href'),
    ).toBe('https://doi.org/10.6084/m9.figshare.7725374');
    expect(within(list).getByRole('link', { name: 'The article in Scientific Data' }).getAttribute('href')).toBe(
      'https://doi.org/10.1038/s41597-019-0142-2',
    );
  });

  it('says it in French too', () => {
    renderIn('fr');
    expect(screen.getByText(/^Formations sanitaires publiques : Maina J\. et al\. \(2019\)/)).toBeTruthy();
    const list = screen.getByRole('region', { name: 'La liste nationale des formations sanitaires publiques de 2019' });
    expect(list.textContent).toContain("l'annuaire ne les a pas encore vérifiés");
    const row = screen
      .getByRole('rowheader', { name: /Formations sanitaires publiques de la liste nationale/ })
      .closest('tr')!;
    expect(row.textContent).toContain('CC0 1.0 (domaine public)');
  });
});
