import type { CrashReport } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { DataTable, NoticeBanner, RowButton, type Column, type Notice } from '../../list-kit';
import { Badge } from '../badge';
import { useAnalyticsFormat } from '../website-data/analytics-format';
import { useSetCrashStatus } from './api/app-data-api';

export const APP_DATA_NAMESPACE = 'app-data';

/**
 * Recent crash reports (spec 02 "Mobile app analytics"; issue 13): the app's client errors grouped
 * by message and place, most recent first as the server sends them. Staff mark one Resolved, or Open
 * again; the table shows the new status once the server has saved it (no optimistic change), and a
 * refusal is said above the table.
 */
export function CrashReports({ crashes }: { crashes: CrashReport[] }) {
  const { t } = useTranslation(APP_DATA_NAMESPACE);
  const { t: tc } = useTranslation();
  const format = useAnalyticsFormat();
  const setStatus = useSetCrashStatus();
  const [notice, setNotice] = useState<Notice | null>(null);

  const toggle = async (crash: CrashReport) => {
    const status = crash.status === 'open' ? 'resolved' : 'open';
    setNotice(null);
    try {
      await setStatus.mutateAsync({ id: crash.id, status });
      setNotice({ tone: 'success', text: t(`crashes.notices.${status}`) });
    } catch (error) {
      const reason =
        error instanceof ApiClientError && error.status === 404
          ? t('crashes.errors.notFound')
          : describeError(error, tc);
      setNotice({ tone: 'error', text: t('crashes.errors.failed', { reason }) });
    }
  };

  const isChanging = (crash: CrashReport) => setStatus.isPending && setStatus.variables?.id === crash.id;

  const columns: Column<CrashReport>[] = [
    {
      key: 'message',
      header: t('crashes.columns.error'),
      render: (crash) => (
        <span className="flex flex-col">
          <span className="break-words font-medium">{crash.message}</span>
          {crash.source ? (
            <span className="break-all font-mono text-xs text-slate-600">
              {crash.line === null ? crash.source : `${crash.source}:${crash.line}`}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'platform', header: t('crashes.columns.platform'), render: (crash) => t(`platforms.${crash.platform}`) },
    {
      key: 'build',
      header: t('crashes.columns.build'),
      render: (crash) => <span className="font-mono">{crash.build}</span>,
    },
    {
      key: 'occurrences',
      header: t('crashes.columns.occurrences'),
      render: (crash) => format.number(crash.occurrences),
    },
    {
      key: 'lastSeen',
      header: t('crashes.columns.lastSeen'),
      render: (crash) => <time dateTime={crash.lastSeenAt}>{format.dateTime(crash.lastSeenAt)}</time>,
      className: 'whitespace-nowrap px-4 py-3 text-slate-800',
    },
    {
      key: 'status',
      header: t('crashes.columns.status'),
      render: (crash) => (
        <Badge tone={crash.status === 'open' ? 'red' : 'green'}>{t(`crashes.statuses.${crash.status}`)}</Badge>
      ),
    },
    {
      key: 'action',
      header: t('crashes.columns.action'),
      render: (crash) => (
        <RowButton
          onClick={() => void toggle(crash)}
          tone={crash.status === 'open' ? 'approve' : 'neutral'}
          disabled={isChanging(crash)}
          label={t(`crashes.toggle.${crash.status}Label`, { message: crash.message })}
        >
          {isChanging(crash) ? t('crashes.toggle.busy') : t(`crashes.toggle.${crash.status}`)}
        </RowButton>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <NoticeBanner notice={notice} />
      <DataTable
        caption={t('crashes.title')}
        columns={columns}
        rows={crashes}
        rowKey={(crash) => crash.id}
        isPending={false}
        loadingText={t('loading')}
        emptyText={t('crashes.empty')}
      />
    </div>
  );
}
