import { useTranslation } from 'react-i18next';

const attributions = ['cod', 'geoBoundaries', 'geoNames', 'census', 'osm', 'publicList'] as const;

const datasets = [
  { key: 'regions', records: 10, licence: 'attribution' },
  { key: 'divisions', records: 58, licence: 'attribution' },
  { key: 'subdivisions', records: 360, licence: 'odbl' },
  { key: 'facilities', records: 1525, licence: 'odbl' },
  // The Cameroon rows of Maina et al. 2019 (../shared/data/cameroon/public-mfl-2019/PROVENANCE.md).
  { key: 'publicList', records: 3061, licence: 'cc0' },
] as const;

const externalLinkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-dark';

/** The attribution every page showing the reference data must carry (shared/data/cameroon/README). */
export function DataSourcesPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM');
  return (
    <article className="mx-auto max-w-[900px] px-4 py-12 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">{t('common:titles.dataSources')}</h1>
      <p className="mt-4 text-lg">{t('dataSources.intro')}</p>

      <section aria-labelledby="attribution" className="mt-10">
        <h2 id="attribution" className="text-2xl font-bold text-slate-900">
          {t('dataSources.attributionTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-6">
          {attributions.map((key) => (
            <li key={key}>{t(`dataSources.attributions.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold">{t('dataSources.citationTitle')}</span>{' '}
          <cite>{t('dataSources.citation')}</cite>
        </p>
      </section>

      <section aria-labelledby="datasets" className="mt-10">
        <h2 id="datasets" className="text-2xl font-bold text-slate-900">
          {t('dataSources.datasetsTitle')}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t('dataSources.columns.dataset')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('dataSources.columns.records')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('dataSources.columns.source')}
                </th>
                <th scope="col" className="py-2">
                  {t('dataSources.columns.licence')}
                </th>
              </tr>
            </thead>
            <tbody>
              {datasets.map((dataset) => (
                <tr key={dataset.key} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {t(`dataSources.datasets.${dataset.key}`)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{number.format(dataset.records)}</td>
                  <td className="py-2 pr-4">{t(`dataSources.sources.${dataset.key}`)}</td>
                  <td className="py-2">{t(`dataSources.licences.${dataset.licence}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="odbl" className="mt-10">
        <h2 id="odbl" className="text-2xl font-bold text-slate-900">
          {t('dataSources.odblTitle')}
        </h2>
        <p className="mt-4">{t('dataSources.odblNote')}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" className={externalLinkClass}>
              {t('dataSources.odblLink')}
            </a>
          </li>
          <li>
            <a
              href="https://opendatacommons.org/licenses/odbl/1-0/"
              rel="noopener noreferrer"
              className={externalLinkClass}
            >
              ODbL 1.0
            </a>
          </li>
          <li>
            <a href="https://healthsites.io/" rel="noopener noreferrer" className={externalLinkClass}>
              {t('dataSources.healthsitesLink')}
            </a>
          </li>
          <li>
            <a href="https://www.geoboundaries.org/" rel="noopener noreferrer" className={externalLinkClass}>
              geoBoundaries
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="public-list" className="mt-10">
        <h2 id="public-list" className="text-2xl font-bold text-slate-900">
          {t('dataSources.publicListTitle')}
        </h2>
        {(['merged', 'unverified', 'positions'] as const).map((note) => (
          <p key={note} className="mt-4">
            {t(`dataSources.publicListNotes.${note}`)}
          </p>
        ))}
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a
              href="https://doi.org/10.6084/m9.figshare.7725374"
              rel="noopener noreferrer"
              className={externalLinkClass}
            >
              {t('dataSources.publicListFigshare')}
            </a>
          </li>
          <li>
            <a href="https://doi.org/10.1038/s41597-019-0142-2" rel="noopener noreferrer" className={externalLinkClass}>
              {t('dataSources.publicListArticle')}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="open-data" className="mt-10">
        <h2 id="open-data" className="text-2xl font-bold text-slate-900">
          {t('dataSources.openDataTitle')}
        </h2>
        <p className="mt-4">{t('dataSources.openDataNote')}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href="/api/open-data/facilities.csv" download className={externalLinkClass}>
              {t('dataSources.openDataCsv')}
            </a>
          </li>
          <li>
            <a href="/api/open-data/facilities.geojson" download className={externalLinkClass}>
              {t('dataSources.openDataGeoJson')}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="quality" className="mt-10">
        <h2 id="quality" className="text-2xl font-bold text-slate-900">
          {t('dataSources.qualityTitle')}
        </h2>
        <p className="mt-4">{t('dataSources.quality')}</p>
      </section>
    </article>
  );
}
