import {
  bounceRateTone,
  deviceClasses,
  pageGroups,
  trafficSources,
  websiteAnalyticsQuerySchema,
  type AnalyticsPeriod,
  type WebsiteAnalytics,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { DataTable, ListPage, type Column } from '../../list-kit';
import { Badge } from '../badge';
import { AnalyticsChart, type ChartSpec } from './analytics-chart';
import { ChangeIndicator, FigureCard, Panel, PeriodLine, PeriodSelect, QueryState } from './analytics-figures';
import { useAnalyticsFormat, WEBSITE_DATA_NAMESPACE } from './analytics-format';
import { RealtimeVisitors } from './realtime-visitors';
import { useAnalyticsFilters } from './use-analytics-filters';
import { websiteAnalyticsQueryOptions } from './api/website-data-api';

/** Chart colours: the brand blue, and orange-700 beside it (both 4.5:1 or more on white). */
const BRAND = '#0067d8';
const SECOND = '#c2410c';

/** Spec 02 §9: the bounce rate's colour, with a word so colour is never the only sign. */
const bounceTones = {
  good: { accent: 'border-l-green-600', text: 'text-green-700', badge: 'green' },
  fair: { accent: 'border-l-amber-500', text: 'text-amber-700', badge: 'yellow' },
  poor: { accent: 'border-l-red-600', text: 'text-red-700', badge: 'red' },
} as const;

/**
 * Website Data (spec 02 "Website analytics", §9; issue 13): the period and page filters (kept in the
 * URL), six figures with their change against the previous period, real-time visitors, visitors over
 * time, traffic sources and devices as charts (each with its table), and the top pages.
 */
export function WebsiteDataPage() {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const filters = useAnalyticsFilters(websiteAnalyticsQuerySchema);
  const { query } = filters;
  const analytics = useQuery(websiteAnalyticsQueryOptions(query));
  const data = analytics.data;

  return (
    <ListPage
      title={t('title')}
      summary={data ? <PeriodLine period={data.period} previous={data.previousPeriod} /> : null}
      filters={
        <>
          <PeriodSelect value={query.period} onChange={(period) => filters.set('period', period)} />
          <SelectField
            label={t('filters.page')}
            value={query.page}
            onChange={(page) => filters.set('page', page)}
            options={(['all', ...pageGroups] as const).map((group) => ({
              value: group,
              label: t(`pages.${group}`),
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
            <WebsiteFigures data={data} />
            <WebsiteCharts data={data} period={query.period} />
          </div>
        ) : null}
      </QueryState>
    </ListPage>
  );
}

function WebsiteFigures({ data }: { data: WebsiteAnalytics }) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  const bounce = bounceTones[bounceRateTone(data.bounceRate.value)];
  const cards = [
    { key: 'visitors', figure: data.visitors, formatValue: format.number },
    { key: 'dailyVisitors', figure: data.dailyVisitors, formatValue: format.decimal },
    { key: 'pageViews', figure: data.pageViews, formatValue: format.number },
    { key: 'bounceRate', figure: data.bounceRate, formatValue: format.percent, isLowerBetter: true },
    { key: 'averageSession', figure: data.averageSessionSeconds, formatValue: format.duration },
    { key: 'conversionRate', figure: data.conversionRate, formatValue: format.percent },
  ] as const;

  return (
    <section aria-label={t('figures.label')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => {
          const isBounce = card.key === 'bounceRate';
          return (
            <FigureCard
              key={card.key}
              label={t(`figures.${card.key}`)}
              accent={isBounce ? bounce.accent : undefined}
              testId={`figure-${card.key}`}
              footer={
                <ChangeIndicator
                  figure={card.figure}
                  formatValue={card.formatValue}
                  isLowerBetter={'isLowerBetter' in card}
                />
              }
            >
              {isBounce ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span className={bounce.text}>{card.formatValue(card.figure.value)}</span>
                  <Badge tone={bounce.badge}>{t(`bounceTones.${bounceRateTone(card.figure.value)}`)}</Badge>
                </span>
              ) : (
                card.formatValue(card.figure.value)
              )}
            </FigureCard>
          );
        })}
      </ul>
    </section>
  );
}

function WebsiteCharts({ data, period }: { data: WebsiteAnalytics; period: AnalyticsPeriod }) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const format = useAnalyticsFormat();

  // Memoised on the data and the language: a chart redraws only when one of them changes.
  const overTime = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      categoryLabel: period === 'today' ? t('charts.hour') : t('charts.day'),
      labels: data.visitorsOverTime.map((point) =>
        period === 'today' ? format.time(point.at) : format.shortDay(point.at),
      ),
      series: [
        { label: t('charts.visitors'), values: data.visitorsOverTime.map((point) => point.visitors), color: BRAND },
        { label: t('charts.pageViews'), values: data.visitorsOverTime.map((point) => point.pageViews), color: SECOND },
      ],
    }),
    [data.visitorsOverTime, period, format, t],
  );
  const sources = useMemo<ChartSpec>(() => {
    const bySource = new Map(data.sources.map((row) => [row.source, row.sessions]));
    return {
      kind: 'bars',
      categoryLabel: t('charts.source'),
      labels: trafficSources.map((source) => t(`sources.${source}`)),
      series: [
        {
          label: t('charts.sessions'),
          values: trafficSources.map((source) => bySource.get(source) ?? 0),
          color: BRAND,
        },
      ],
    };
  }, [data.sources, t]);
  const devices = useMemo<ChartSpec>(() => {
    const byDevice = new Map(data.devices.map((row) => [row.device, row.sessions]));
    return {
      kind: 'bars',
      categoryLabel: t('charts.device'),
      labels: deviceClasses.map((device) => t(`devices.${device}`)),
      series: [
        { label: t('charts.sessions'), values: deviceClasses.map((device) => byDevice.get(device) ?? 0), color: BRAND },
      ],
    };
  }, [data.devices, t]);

  const topPageColumns: Column<WebsiteAnalytics['topPages'][number]>[] = [
    { key: 'path', header: t('topPages.page'), render: (row) => <span className="font-mono">{row.path}</span> },
    { key: 'views', header: t('topPages.views'), render: (row) => format.number(row.views) },
    { key: 'visitors', header: t('topPages.visitors'), render: (row) => format.number(row.visitors) },
  ];

  return (
    <>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Panel title={t('charts.overTime')} className="lg:col-span-2">
          <AnalyticsChart
            title={t('charts.overTime')}
            spec={overTime}
            formatValue={format.number}
            emptyText={t('charts.empty')}
          />
        </Panel>
        <Panel title={t('realtime.title')} description={t('realtime.description')}>
          <RealtimeVisitors slots={data.realtime} />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title={t('charts.sources')}>
          <AnalyticsChart
            title={t('charts.sources')}
            spec={sources}
            formatValue={format.number}
            emptyText={t('charts.empty')}
          />
        </Panel>
        <Panel title={t('charts.devices')}>
          <AnalyticsChart
            title={t('charts.devices')}
            spec={devices}
            formatValue={format.number}
            emptyText={t('charts.empty')}
          />
        </Panel>
      </div>
      <Panel title={t('topPages.title')}>
        <DataTable
          caption={t('topPages.title')}
          columns={topPageColumns}
          rows={data.topPages}
          rowKey={(row) => row.path}
          isPending={false}
          loadingText={t('loading')}
          emptyText={t('topPages.empty')}
        />
      </Panel>
    </>
  );
}
