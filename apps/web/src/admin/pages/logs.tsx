import { logLevels, logRanges, logSources, type LogEntry } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { logsExportUrl, logsQueryOptions, type LogFilters } from '../api/admin-api';
import { useAdminFormat } from '../format';
import { DataTable, type Column } from '../list-kit/data-table';
import { Pager } from '../list-kit/pager-view';
import { SearchBox } from '../list-kit/search-box';
import { useListParams } from '../list-kit/use-list-params';
import { Badge } from './badge';

const levelTone = { INFO: 'blue', ERROR: 'red', WARN: 'yellow', SUCCESS: 'green' } as const;
const pick = <T extends string>(value: string, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value) ? (value as T) : '';

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** System logs (spec 02 §2): counters, search, level/source/range filters, refresh, export, paged table. */
export function LogsPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const list = useListParams();
  useDocumentTitle(t('logs.title'));

  const filters: LogFilters = {
    page: list.page,
    q: list.get('q'),
    level: pick(list.get('level'), logLevels),
    source: pick(list.get('source'), logSources),
    range: pick(list.get('range'), logRanges),
    order: list.get('order') === 'asc' ? 'asc' : 'desc',
  };
  const logs = useQuery(logsQueryOptions(filters));
  const { update } = list;
  const onSearch = useCallback((q: string) => update({ q }), [update]);

  const counters = logs.data?.meta.counters;
  const counterCards = [
    { key: 'total', value: counters?.total, tone: 'border-slate-300' },
    { key: 'errors', value: counters?.errors, tone: 'border-red-500' },
    { key: 'warnings', value: counters?.warnings, tone: 'border-amber-500' },
    { key: 'success', value: counters?.success, tone: 'border-green-600' },
    { key: 'info', value: counters?.info, tone: 'border-blue-600' },
  ] as const;

  const columns: Column<LogEntry>[] = [
    {
      key: 'level',
      header: t('logs.level'),
      render: (e) => <Badge tone={levelTone[e.level]}>{t(`logs.levels.${e.level}`)}</Badge>,
    },
    { key: 'source', header: t('logs.source'), render: (e) => <span className="font-mono text-xs">{e.source}</span> },
    { key: 'message', header: t('logs.message'), render: (e) => <span className="break-words">{e.message}</span> },
    {
      key: 'time',
      header: t('logs.time'),
      sortable: true,
      render: (e) => <time dateTime={e.time}>{format.dateTime(e.time)}</time>,
      className: 'whitespace-nowrap px-4 py-3 text-slate-800',
    },
    {
      key: 'user',
      header: t('logs.user'),
      render: (e) => (
        <span className="flex flex-col">
          <span>{e.userEmail ?? t('logs.system')}</span>
          {e.ip ? <span className="font-mono text-xs text-slate-600">{e.ip}</span> : null}
        </span>
      ),
    },
  ];

  const error = logs.isError ? `${t('logs.error')}: ${describeError(logs.error, tc)}` : null;

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('logs.title')}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => void logs.refetch()}
            disabled={logs.isFetching}
            className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10 disabled:opacity-70"
          >
            {logs.isFetching ? t('logs.refreshing') : t('logs.refresh')}
          </button>
          <a
            href={logsExportUrl(filters)}
            download
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('logs.export')}
          </a>
        </div>
      </div>

      <section aria-label={t('logs.counters')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {counterCards.map((card) => (
            <li key={card.key} className={`rounded-lg border-l-4 bg-white p-4 shadow-sm ${card.tone}`}>
              <p className="text-sm text-slate-600">{t(`logs.${card.key}`)}</p>
              <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`log-counter-${card.key}`}>
                {card.value === undefined ? '—' : format.number(card.value)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2 lg:grid-cols-4">
        <SearchBox
          label={t('list.search')}
          placeholder={t('logs.searchPlaceholder')}
          value={filters.q}
          onSearch={onSearch}
        />
        <FilterSelect
          label={t('logs.level')}
          value={filters.level}
          onChange={(level) => update({ level })}
          options={[
            { value: '', label: t('logs.allLevels') },
            ...logLevels.map((level) => ({ value: level, label: t(`logs.levels.${level}`) })),
          ]}
        />
        <FilterSelect
          label={t('logs.source')}
          value={filters.source}
          onChange={(source) => update({ source })}
          options={[
            { value: '', label: t('logs.allSources') },
            ...logSources.map((source) => ({ value: source, label: source })),
          ]}
        />
        <FilterSelect
          label={t('logs.range')}
          value={filters.range || 'all'}
          onChange={(range) => update({ range: range === 'all' ? '' : range })}
          options={logRanges.map((range) => ({ value: range, label: t(`logs.ranges.${range}`) }))}
        />
      </div>

      <DataTable
        caption={t('logs.caption')}
        columns={columns}
        rows={logs.data?.data}
        rowKey={(e) => e.id}
        isPending={logs.isPending}
        error={error}
        onRetry={() => void logs.refetch()}
        loadingText={t('logs.loading')}
        emptyText={t('logs.empty')}
        sort={{ sort: 'time', order: filters.order }}
        onSort={() => update({ order: filters.order === 'desc' ? 'asc' : '' })}
      />
      {logs.data ? (
        <Pager
          page={logs.data.meta.page}
          total={logs.data.meta.total}
          pageSize={logs.data.meta.pageSize}
          onPage={list.setPage}
        />
      ) : null}
    </section>
  );
}
