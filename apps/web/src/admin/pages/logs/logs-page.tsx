import { logLevels, logRanges, logSources, logsQuerySchema, type LogEntry } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { logsExportUrl, logsQueryOptions } from './api/logs-api';
import { useLogMessage } from './log-message';
import { useAdminFormat } from '../../format';
import {
  actionButtonClass,
  ExportButton,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  useListParams,
} from '../../list-kit';
import { Badge } from '../badge';

const levelTone = { INFO: 'blue', ERROR: 'red', WARN: 'yellow', SUCCESS: 'green' } as const;
const column = createColumnHelper<LogEntry>();
/** The server sends the newest first unless asked otherwise. */
const defaultSort = { sort: 'time', order: 'desc' } as const;

/**
 * System logs (spec 02 §2): counters, search, level/source/range filters, refresh, CSV export of the
 * filtered logs, and the paged table, newest first (the Time column sorts). Built on the admin list
 * kit as the example for every back-office list.
 */
export function LogsPage() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const logMessage = useLogMessage();
  // The URL, parsed by the same schema the server validates with: typed, defaults filled, bad values dropped.
  const list = useListParams(logsQuerySchema, { defaultSort });
  const { query, update } = list;
  const logs = useQuery(logsQueryOptions(query));

  const counters = logs.data?.meta.counters;
  const counterCards = [
    { key: 'total', value: counters?.total, tone: 'border-slate-300' },
    { key: 'errors', value: counters?.errors, tone: 'border-red-500' },
    { key: 'warnings', value: counters?.warnings, tone: 'border-amber-500' },
    { key: 'success', value: counters?.success, tone: 'border-green-600' },
    { key: 'info', value: counters?.info, tone: 'border-blue-600' },
  ] as const;

  const columns = useMemo(
    () => [
      column.accessor('level', {
        header: t('logs.level'),
        cell: (cell) => <Badge tone={levelTone[cell.getValue()]}>{t(`logs.levels.${cell.getValue()}`)}</Badge>,
      }),
      column.accessor('source', {
        header: t('logs.source'),
        cell: (cell) => <span className="text-xs font-semibold">{t(`logs.sources.${cell.getValue()}`)}</span>,
      }),
      column.accessor('message', {
        header: t('logs.message'),
        cell: ({ row: { original: entry } }) => (
          <span className="break-words">
            {logMessage(entry)}
            {entry.repeatCount > 1 ? (
              <span className="ml-2 whitespace-nowrap text-xs font-semibold text-slate-600">
                {t('logs.repeated', { count: entry.repeatCount })}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('time', {
        header: t('logs.time'),
        enableSorting: true,
        sortDescFirst: true,
        cell: (cell) => <time dateTime={cell.getValue()}>{format.dateTime(cell.getValue())}</time>,
        meta: { className: 'whitespace-nowrap px-4 py-3 text-slate-800' },
      }),
      column.display({
        id: 'user',
        header: t('logs.user'),
        cell: ({ row: { original: entry } }) => (
          <span className="flex flex-col">
            <span>
              {entry.userEmail ??
                (entry.userId === null ? t('logs.system') : t('logs.accountNumber', { id: entry.userId }))}
            </span>
            {entry.ip ? <span className="font-mono text-xs text-slate-600">{entry.ip}</span> : null}
          </span>
        ),
      }),
    ],
    [t, format, logMessage],
  );

  return (
    <ListPage
      title={t('logs.title')}
      actions={
        <>
          <button
            type="button"
            onClick={() => void logs.refetch()}
            disabled={logs.isFetching}
            className={actionButtonClass}
          >
            {logs.isFetching ? t('logs.refreshing') : t('logs.refresh')}
          </button>
          <ExportButton query={query} buildUrl={logsExportUrl} label={t('logs.export')} />
        </>
      }
      summary={
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
      }
      filters={
        <>
          <ListSearch list={list} label={t('list.search')} placeholder={t('logs.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="level"
            label={t('logs.level')}
            placeholder={t('logs.allLevels')}
            options={logLevels.map((level) => ({ value: level, label: t(`logs.levels.${level}`) }))}
          />
          <ListSelect
            list={list}
            name="source"
            label={t('logs.source')}
            placeholder={t('logs.allSources')}
            options={logSources.map((source) => ({ value: source, label: t(`logs.sources.${source}`) }))}
          />
          <SelectField
            label={t('logs.range')}
            value={query.range}
            onChange={(range) => update({ range: range === 'all' ? null : range })}
            options={logRanges.map((range) => ({ value: range, label: t(`logs.ranges.${range}`) }))}
          />
        </>
      }
      meta={logs.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('logs.caption')}
        columns={columns}
        rowKey={(entry) => entry.id}
        query={logs}
        list={list}
        texts={{ loading: t('logs.loading'), empty: t('logs.empty'), failed: t('logs.error') }}
      />
    </ListPage>
  );
}
