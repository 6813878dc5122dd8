import { useTranslation } from 'react-i18next';
import { ListPage } from '../../list-kit';
import { ANALYTICS_NAMESPACE } from './analytics-ui';
import { IncompleteRegistrationsPanel } from './incomplete-registrations-panel';

/**
 * Analytics (spec 02 "Admin analytics"). Only what has real data is shown: the incomplete
 * registrations. The spec's counters arrive with their own data (issue 13), none is made up here.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  return (
    <ListPage title={t('title')}>
      <IncompleteRegistrationsPanel />
    </ListPage>
  );
}
