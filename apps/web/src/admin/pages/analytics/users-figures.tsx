import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { figuresQueryOptions, type FigureFilters } from './api/analytics-api';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';
import { CountedOver, Figure, FigureGroup, FiguresState, SiteFigureCard } from './figures';

type TabFiguresProps = { filters: FigureFilters; enabled: boolean };

/**
 * Users & Platform: patient and doctor accounts (all of them now; those created in the period and
 * their registration state), then the site's and the app's visitors and searches.
 */
export function UsersFigures({ filters, enabled }: TabFiguresProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const format = useAnalyticsFormat();
  const query = useQuery(figuresQueryOptions('users', filters, enabled));
  return (
    <FiguresState query={query}>
      {(data) => (
        <>
          <CountedOver counted={data} askedRegion={filters.region} />
          <FigureGroup title={t('users.accounts')}>
            <Figure label={t('users.totalUsers')} value={format.count(data.totalUsers)} detail={t('figures.toDate')} />
            <Figure
              label={t('users.registrationsStarted')}
              value={format.count(data.registrationsStarted)}
              detail={t('users.registrationsStartedDetail')}
            />
            <Figure label={t('users.completeRegistrations')} value={format.count(data.completeRegistrations)} />
            <Figure label={t('users.incompleteProfiles')} value={format.count(data.incompleteProfiles)} />
          </FigureGroup>
          <FigureGroup title={t('users.platform')}>
            <SiteFigureCard label={t('users.platformVisitors')} figure={data.platformVisitors} />
            <SiteFigureCard label={t('users.appVisitors')} figure={data.appVisitors} />
            <SiteFigureCard label={t('users.searches.hospital')} figure={data.searches.hospital} />
            <SiteFigureCard label={t('users.searches.laboratory')} figure={data.searches.laboratory} />
            <SiteFigureCard label={t('users.searches.pharmacy')} figure={data.searches.pharmacy} />
            <SiteFigureCard label={t('users.searches.onCall')} figure={data.searches.onCall} />
          </FigureGroup>
        </>
      )}
    </FiguresState>
  );
}
