import {
  appAnalyticsQuerySchema,
  appPlatforms,
  featureUsageRating,
  type AppAnalytics,
  type ComparedFigure,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { DataTable, ListPage, type Column } from '../../list-kit';
import { Badge } from '../badge';
import {
  ChangeIndicator,
  FigureCard,
  Measured,
  NotCollected,
  Panel,
  PeriodLine,
  PeriodSelect,
  QueryState,
  ShareList,
} from '../website-data/analytics-figures';
import { useAnalyticsFormat } from '../website-data/analytics-format';
import { useAnalyticsFilters } from '../website-data/use-analytics-filters';
import { appAnalyticsQueryOptions } from './api/app-data-api';
import { APP_DATA_NAMESPACE, CrashReports } from './crash-reports';

/** Spec 02 §9: the feature usage rating's badge colour. */
const ratingTones = { excellent: 'green', good: 'blue', needsImprovement: 'yellow' } as const;

/**
 * App Data (spec 02 "Mobile app analytics", §9; issue 13): the period and platform filters (kept in
 * the URL), the installed app's figures with their change against the previous period, performance
 * and engagement, the platform split, feature usage with the §9 rating, and the recent crash reports.
 * A figure the platform does not measure says "Not collected yet", never a number.
 */
export function AppDataPage() {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const filters = useAnalyticsFilters(appAnalyticsQuerySchema);
  const { query } = filters;
  const analytics = useQuery(appAnalyticsQueryOptions(query));
  const data = analytics.data;

  return (
    <ListPage
      title={t('title')}
      summary={data ? <PeriodLine period={data.period} previous={data.previousPeriod} /> : null}
      filters={
        <>
          <PeriodSelect value={query.period} onChange={(period) => filters.set('period', period)} />
          <SelectField
            label={t('filters.platform')}
            value={query.platform}
            onChange={(platform) => filters.set('platform', platform)}
            options={(['all', 'android', 'ios'] as const).map((platform) => ({
              value: platform,
              label: t(`filters.platforms.${platform}`),
            }))}
          />
        </>
      }
    >
      <QueryState query={analytics} hasData={data !== undefined} texts={{ loading: t('loading'), failed: t('error') }}>
        {data ? (
          <div
            className={`flex flex-col gap-6 ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={analytics.isPlaceholderData || undefined}
          >
            <AppFigures data={data} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Panel title={t('performance.title')}>
                <Performance data={data} />
              </Panel>
              <Panel title={t('engagement.title')}>
                <Engagement data={data} />
              </Panel>
              <Panel title={t('platforms.title')}>
                <ShareList
                  label={t('platforms.title')}
                  emptyText={t('noSessions')}
                  shares={appPlatforms.map((platform) => ({
                    key: platform,
                    label: t(`platforms.${platform}`),
                    count: data.platforms.find((row) => row.platform === platform)?.sessions ?? 0,
                  }))}
                />
              </Panel>
              <Panel title={t('versions.title')}>
                <ShareList
                  label={t('versions.title')}
                  emptyText={t('noSessions')}
                  shares={[...data.versions]
                    .sort((a, b) => b.sessions - a.sessions)
                    .map((row) => ({ key: row.build, label: row.build, count: row.sessions }))}
                />
              </Panel>
            </div>
            <Panel title={t('features.title')}>
              <FeatureUsage features={data.featureUsage} />
            </Panel>
            <Panel title={t('crashes.title')}>
              <CrashReports crashes={data.crashes} />
            </Panel>
          </div>
        ) : null}
      </QueryState>
    </ListPage>
  );
}

function AppFigures({ data }: { data: AppAnalytics }) {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  const compared = (figure: ComparedFigure, formatValue: (value: number) => string, isLowerBetter = false) => ({
    value: formatValue(figure.value),
    footer: <ChangeIndicator figure={figure} formatValue={formatValue} isLowerBetter={isLowerBetter} />,
  });
  const versionSessions = data.versions.reduce((sum, row) => sum + row.sessions, 0);
  const topVersion = [...data.versions].sort((a, b) => b.sessions - a.sessions)[0];
  const cards: { key: string; value: ReactNode; footer?: ReactNode }[] = [
    { key: 'installs', ...compared(data.installs, format.number) },
    { key: 'activeUsers', ...compared(data.activeUsers, format.number) },
    { key: 'crashRate', ...compared(data.crashRate, format.percent, true) },
    {
      key: 'appVersion',
      value: topVersion ? <span className="font-mono">{topVersion.build}</span> : '—',
      footer: (
        <p className="mt-2 text-sm text-slate-600">
          {topVersion
            ? t('figures.versionShare', { percent: format.percent((topVersion.sessions / versionSessions) * 100) })
            : t('noSessions')}
        </p>
      ),
    },
    {
      key: 'apiLatency',
      value: <Measured figure={data.apiLatency} render={(latency) => format.milliseconds(latency.p95Ms)} />,
      footer: data.apiLatency.collected ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('figures.latencyDetail', {
            median: format.milliseconds(data.apiLatency.value.p50Ms),
            requests: format.number(data.apiLatency.value.requests),
          })}
        </p>
      ) : undefined,
    },
    { key: 'pushOptIn', value: <NotCollected /> },
  ];
  return (
    <section aria-label={t('figures.label')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <FigureCard
            key={card.key}
            label={t(`figures.${card.key}`)}
            footer={card.footer}
            testId={`figure-${card.key}`}
          >
            {card.value}
          </FigureCard>
        ))}
      </ul>
    </section>
  );
}

/** Named figures in a definition list (two a row on a wide screen). */
function Metrics({ items }: { items: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.key} data-testid={`metric-${item.key}`}>
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Performance({ data }: { data: AppAnalytics }) {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  return (
    <Metrics
      items={[
        {
          key: 'loadTime',
          label: t('performance.loadTime'),
          value: <Measured figure={data.loadTimeMs} render={format.milliseconds} />,
        },
        {
          key: 'apiResponse',
          label: t('performance.apiResponse'),
          value: <Measured figure={data.apiLatency} render={(latency) => format.milliseconds(latency.p50Ms)} />,
        },
        { key: 'memory', label: t('performance.memory'), value: <NotCollected /> },
        { key: 'battery', label: t('performance.battery'), value: <NotCollected /> },
      ]}
    />
  );
}

function Engagement({ data }: { data: AppAnalytics }) {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  return (
    <>
      <Metrics
        items={[
          {
            key: 'sessionLength',
            label: t('engagement.sessionLength'),
            value: <Measured figure={data.sessionSeconds} render={format.duration} />,
          },
          {
            key: 'screens',
            label: t('engagement.screens'),
            value: <Measured figure={data.screensPerSession} render={format.decimal} />,
          },
          { key: 'retentionDay1', label: t('engagement.retentionDay1'), value: <NotCollected /> },
          { key: 'retentionDay30', label: t('engagement.retentionDay30'), value: <NotCollected /> },
        ]}
      />
      <p className="mt-4 text-sm text-slate-600">{t('engagement.retentionNote')}</p>
    </>
  );
}

type FeatureRow = AppAnalytics['featureUsage'][number];

function FeatureUsage({ features }: { features: FeatureRow[] }) {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  const columns: Column<FeatureRow>[] = [
    { key: 'feature', header: t('features.feature'), render: (row) => t(`features.names.${row.feature}`) },
    { key: 'usage', header: t('features.usage'), render: (row) => format.percent(row.percent) },
    {
      key: 'rating',
      header: t('features.rating'),
      render: (row) => {
        const rating = featureUsageRating(row.percent);
        return <Badge tone={ratingTones[rating]}>{t(`features.ratings.${rating}`)}</Badge>;
      },
    },
  ];
  return (
    <DataTable
      caption={t('features.title')}
      columns={columns}
      rows={features}
      rowKey={(row) => row.feature}
      isPending={false}
      loadingText={t('loading')}
      emptyText={t('noSessions')}
    />
  );
}
