import { analyticsPeriods, type AnalyticsPeriod, type ComparedFigure } from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/describe-error';
import { useAnalyticsFormat, WEBSITE_DATA_NAMESPACE } from './analytics-format';

// The parts the Website Data and App Data pages share: the period filter, the period line, the
// figure cards with their change against the previous period, "not collected yet", and the
// loading and failure states. Their words live in the website-data catalog.

/** The period filter (spec 02: "Today", "This week", "This month", "This year"); this week by default. */
export function PeriodSelect({ value, onChange }: { value: AnalyticsPeriod; onChange: (value: string) => void }) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  return (
    <SelectField
      label={t('filters.period')}
      value={value}
      onChange={onChange}
      options={analyticsPeriods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
    />
  );
}

type Bounds = { from: string; to: string };

/** "From … to …, compared with … to …" in Douala time, so staff know what the figures cover. */
export function PeriodLine({ period, previous }: { period: Bounds; previous: Bounds }) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  return (
    <p className="text-sm text-slate-700" data-testid="period-line">
      {t('periodLine', {
        from: format.dateTime(period.from),
        to: format.dateTime(period.to),
        previousFrom: format.dateTime(previous.from),
        previousTo: format.dateTime(previous.to),
      })}
    </p>
  );
}

type ChangeIndicatorProps = {
  figure: ComparedFigure;
  /** How the previous value reads ("1,200", "38.2%"), for screen readers. */
  formatValue: (value: number) => string;
  /** Bounce and crash rates: a rise is bad news (red), a fall good news (green). */
  isLowerBetter?: boolean;
};

/**
 * The change against the previous period: an arrow and a signed percentage for the eye, a sentence
 * for screen readers, "No previous data" when the previous period had none (no percentage exists).
 */
export function ChangeIndicator({ figure, formatValue, isLowerBetter = false }: ChangeIndicatorProps) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  const change = figure.changePercent;
  if (change === null) {
    return <p className="mt-2 text-sm text-slate-600">{t('change.noPrevious')}</p>;
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const isGood = direction !== 'same' && (direction === 'up') !== isLowerBetter;
  const tone = direction === 'same' ? 'text-slate-700' : isGood ? 'text-green-700' : 'text-red-700';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '▬';
  return (
    <p className={`mt-2 text-sm font-medium ${tone}`} data-testid="change">
      <span aria-hidden="true">
        {arrow} {format.signedPercent(change)}{' '}
        <span className="font-normal text-slate-600">{t('change.vsPrevious')}</span>
      </span>
      <span className="sr-only">
        {t(`change.${direction}`, {
          percent: format.percent(Math.abs(change)),
          previous: formatValue(figure.previous),
        })}
      </span>
    </p>
  );
}

type FigureCardProps = {
  label: string;
  /** The value as shown; "not collected yet" is passed as `<NotCollected />`. */
  children: ReactNode;
  /** Under the value: a change indicator, a note. */
  footer?: ReactNode;
  /** A coloured left border (the bounce rate's §9 colour). */
  accent?: string | undefined;
  testId?: string | undefined;
};

/** One figure of a page: its name, its value, and what is said under it. */
export function FigureCard({ label, children, footer, accent, testId }: FigureCardProps) {
  return (
    <li
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${accent ? `border-l-4 ${accent}` : ''}`}
      data-testid={testId}
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <div className="mt-1 text-2xl font-bold text-slate-900">{children}</div>
      {footer}
    </li>
  );
}

/** Said instead of a number for a figure the platform does not measure (yet). */
export function NotCollected() {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  return <span className="text-base font-medium italic text-slate-600">{t('notCollected')}</span>;
}

/** A figure with a real source, or one without (`{ collected: false }`): never a made-up number. */
export function Measured<Value>({
  figure,
  render,
}: {
  figure: { collected: true; value: Value } | { collected: false };
  render: (value: Value) => ReactNode;
}) {
  return figure.collected ? <>{render(figure.value)}</> : <NotCollected />;
}

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * The first load (announced) and a failure (red, with Retry); the page's content once there is data.
 * A failed refetch with data already shown keeps the data and says the figures may be out of date.
 */
export function QueryState({
  query,
  texts,
  hasData,
  children,
}: {
  query: QueryLike;
  texts: { loading: string; failed: string };
  hasData: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const failure = query.isError ? (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
      <p className="font-medium text-red-800">{`${texts.failed}: ${describeError(query.error, tc)}`}</p>
      <button
        type="button"
        onClick={() => void query.refetch()}
        className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-100"
      >
        {t('list.retry')}
      </button>
    </div>
  ) : null;
  if (hasData) {
    return (
      <>
        {failure}
        {children}
      </>
    );
  }
  if (failure) return failure;
  return (
    <p
      role="status"
      aria-busy="true"
      className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700"
    >
      {texts.loading}
    </p>
  );
}

type Share = { key: string; label: string; count: number };

/**
 * Parts of a whole as a list of labelled bars (the app's platforms): each with its count and share,
 * readable as text; the bar itself is decoration.
 */
export function ShareList({ label, shares, emptyText }: { label: string; shares: Share[]; emptyText: string }) {
  const format = useAnalyticsFormat();
  const total = shares.reduce((sum, share) => sum + share.count, 0);
  if (total === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {shares.map((share) => {
        const percent = (share.count / total) * 100;
        return (
          <li key={share.key} data-testid={`share-${share.key}`}>
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-medium text-slate-800">{share.label}</span>
              <span className="text-slate-700">
                {format.number(share.count)} ({format.percent(percent)})
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
              <div className="h-2 rounded-full bg-brand" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A titled block of a page (a white card with an h2). Not a named region: the heading is enough to
 * find it, and a region named like the table inside it would be announced twice.
 */
export function Panel({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 ${className ?? ''}`}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
