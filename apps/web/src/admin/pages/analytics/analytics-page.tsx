import { adminAnalyticsPeriods } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { Tabs } from '../../../components/ui/tabs';
import { regionsQueryOptions } from '../../../lib/api/geography';
import { localizedName } from '../../../lib/localized';
import { DoctorFilter, findPlace, ListPage, useListParams } from '../../list-kit';
import { analyticsDoctorChoicesQueryOptions, figuresQueryOptions, type FigureFilters } from './api/analytics-api';
import { analyticsPeriodOf, analyticsTabOf, analyticsTabs, ANALYTICS_NAMESPACE, doctorIdOf } from './analytics-ui';
import { BookingsFigures } from './bookings-figures';
import { DoctorsFigures } from './doctors-figures';
import { IncompleteRegistrationsPanel } from './incomplete-registrations-panel';
import { PatientsFigures } from './patients-figures';
import { UsersFigures } from './users-figures';

const figuresOf = {
  users: UsersFigures,
  doctors: DoctorsFigures,
  patients: PatientsFigures,
  bookings: BookingsFigures,
};

/**
 * Analytics (spec 02 "Admin analytics", issue 13): four tabs (Users & Platform, Doctors, Patients,
 * Bookings & Finance) of figures counted by the server from the records, over a period and a region,
 * and on the Doctors tab one doctor; the first three also list their incomplete registrations. The
 * tab and the filters are kept in the URL (`tab`, `period`, `region` by its English name, `doctor`).
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation(ANALYTICS_NAMESPACE);
  const { t: ta } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListParams();
  const tab = analyticsTabOf(list.get('tab'));
  const period = analyticsPeriodOf(list.get('period'));
  const doctorId = doctorIdOf(list.get('doctor'));

  // The region is kept by name (as the other back-office filters): its id is looked up in the regions.
  const regionName = list.get('region');
  const regions = useQuery(regionsQueryOptions());
  const region = findPlace(regions.data, regionName);
  const isRegionResolving = regionName !== '' && regions.isPending;
  const filters: FigureFilters = { period, region: region?.id, doctor: doctorId };

  // The chosen doctor's name, from the Doctors figures (the same request as the tab's: asked once).
  const doctorFigures = useQuery(
    figuresQueryOptions('doctors', filters, tab.id === 'doctors' && doctorId !== undefined && !isRegionResolving),
  );
  const doctorName =
    doctorFigures.data?.doctor?.id === doctorId ? (doctorFigures.data?.doctor?.name ?? undefined) : undefined;

  const Figures = figuresOf[tab.id];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const regionOptions = (regions.data ?? [])
    .map((place) => ({ value: place.nameEn, label: localizedName(place, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));

  return (
    <ListPage
      title={t('title')}
      filters={
        <>
          <SelectField
            label={t('filters.period')}
            value={period}
            onChange={(value) => list.update({ period: value === 'all' ? null : value })}
            options={adminAnalyticsPeriods.map((value) => ({ value, label: t(`periods.${value}`) }))}
          />
          <SelectField
            label={t('filters.location')}
            placeholder={t('filters.allLocations')}
            value={region?.nameEn ?? (isRegionResolving ? regionName : '')}
            onChange={(value) => list.update({ region: value })}
            options={regionOptions}
            status={regions.status}
            loadingText={ta('list.location.loading')}
            errorText={ta('list.location.loadError')}
          />
          {tab.id === 'doctors' ? (
            <DoctorFilter
              namespace={ANALYTICS_NAMESPACE}
              doctorId={doctorId}
              doctorName={doctorName}
              onChange={(id) => list.update({ doctor: id })}
              choicesQuery={analyticsDoctorChoicesQueryOptions}
              showAll
            />
          ) : null}
        </>
      }
    >
      <Tabs
        label={t('tabsLabel')}
        tabs={analyticsTabs.map(({ id }) => ({ id, label: t(`tabs.${id}`) }))}
        selected={tab.id}
        // The first tab is the default: a clean address. Any change goes back to page 1.
        onSelect={(id) => list.update({ tab: id === analyticsTabs[0].id ? null : id })}
        tabClassName={(isSelected) =>
          `border-b-2 px-4 py-2 font-semibold ${isSelected ? 'border-brand text-brand' : 'border-transparent text-slate-700 hover:text-slate-900'}`
        }
      >
        <div className="mt-4 flex flex-col gap-8">
          <Figures filters={filters} enabled={!isRegionResolving} />
          {tab.kind ? <IncompleteRegistrationsPanel key={tab.id} tabId={tab.id} kind={tab.kind} /> : null}
        </div>
      </Tabs>
    </ListPage>
  );
}
