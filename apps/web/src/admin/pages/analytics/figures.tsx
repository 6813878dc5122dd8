import type { SiteFigure } from '@hc/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { ANALYTICS_NAMESPACE, useAnalyticsFormat } from './analytics-ui';

// The counters of the Analytics tabs: a labelled list of figures (<dl>), each a value with what it
// means or why it is missing, and the loading, failed and refreshing states around them.

type FigureProps = {
  label: string;
  value: ReactNode;
  /** A second line: the exact amount, what the figure counts, or why it is not a number. */
  detail?: ReactNode;
  /** Shown as a note (site figures counted in every region). */
  note?: ReactNode;
};

export function Figure({ label, value, detail, note }: FigureProps) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
      {note ? <dd className="text-xs font-medium text-amber-900">{note}</dd> : null}
    </div>
  );
}

/** A group of figures under a heading. */
export function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</dl>
    </section>
  );
}

/** A count of the public site or app; flagged when a region was chosen, since these events carry no place. */
export function SiteFigureCard({ label, figure }: { label: string; figure: SiteFigure }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const format = useAnalyticsFormat();
  return (
    <Figure
      label={label}
      value={format.count(figure.value)}
      note={figure.ignoresRegion ? t('figures.everyRegion') : null}
    />
  );
}

/** A figure nothing records yet: said in words, never shown as a number. */
export function NotCollectedFigure({ label, reason }: { label: string; reason: string }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  return (
    <Figure
      label={label}
      value={<span className="text-xl font-semibold text-slate-700">{t('figures.notCollected')}</span>}
      detail={reason}
    />
  );
}

/**
 * What a tab's figures were counted over: the period's first day (Douala time) or all time, and, when
 * the server counted another region than the one asked (an account limited to its region), says so.
 */
export function CountedOver({
  counted,
  askedRegion,
}: {
  counted: { period: { from: string | null }; region: number | null };
  askedRegion: number | undefined;
}) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const format = useAnalyticsFormat();
  const { from } = counted.period;
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p>{from ? t('figures.since', { day: format.day(from) }) : t('figures.allTime')}</p>
      {counted.region !== (askedRegion ?? null) ? <p className="font-medium">{t('figures.scopedRegion')}</p> : null}
    </div>
  );
}

type FiguresStateProps<Data> = {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
};

/** A tab's figures once loaded; a status while they load, the failure with Retry, dimmed while new ones load. */
export function FiguresState<Data>({ query, children }: FiguresStateProps<Data>) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('admin');
  if (query.isError && !query.data)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('figures.error', { reason: describeError(query.error, tc) })}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-100"
        >
          {ta('list.retry')}
        </button>
      </div>
    );
  if (!query.data)
    return (
      <p role="status" className="text-slate-700">
        {t('figures.loading')}
      </p>
    );
  const isRefreshing = query.isFetching && query.isPlaceholderData;
  return (
    <div aria-busy={isRefreshing || undefined} className={`flex flex-col gap-6 ${isRefreshing ? 'opacity-60' : ''}`}>
      {children(query.data)}
    </div>
  );
}
