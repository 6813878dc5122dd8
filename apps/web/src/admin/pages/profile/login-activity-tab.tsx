import type { AdminProfile, LoginActivity } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { loginActivityQueryOptions, useEndOtherSessions, useEndSession } from './api/profile-api';
import { useAdminFormat } from '../../format';
import { DataTable, type Column } from '../../list-kit/data-table';
import { Badge } from '../badge';

type Session = LoginActivity['sessions'][number];
type Attempt = LoginActivity['history'][number];

/** A password awaiting its second factor is not a sign-in: shown apart from success and failure. */
const outcomeTones: Record<Attempt['status'], 'green' | 'red' | 'yellow'> = {
  success: 'green',
  failure: 'red',
  awaiting_second_factor: 'yellow',
};

export function LoginActivityTab({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const activity = useQuery(loginActivityQueryOptions());
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const hasOtherSessions = (activity.data?.sessions ?? []).some((s) => !s.isCurrent);
  const error = activity.isError ? `${t('activity.error')}: ${describeError(activity.error, tc)}` : null;
  const retry = () => void activity.refetch();

  const sessionColumns: Column<Session>[] = [
    {
      key: 'device',
      header: t('activity.device'),
      render: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          {s.device ?? t('activity.unknown')}
          {s.isCurrent ? <Badge tone="blue">{t('activity.thisDevice')}</Badge> : null}
        </span>
      ),
    },
    { key: 'ip', header: t('activity.ip'), render: (s) => <span className="font-mono text-xs">{s.ip ?? '—'}</span> },
    { key: 'started', header: t('activity.started'), render: (s) => format.dateTime(s.createdAt) },
    { key: 'lastSeen', header: t('activity.lastSeen'), render: (s) => format.dateTime(s.lastSeenAt) },
    {
      key: 'action',
      header: '',
      render: (s) =>
        s.isCurrent ? null : (
          <button
            type="button"
            disabled={endSession.isPending && endSession.variables === s.id}
            onClick={() => endSession.mutate(s.id)}
            className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
          >
            {endSession.isPending && endSession.variables === s.id ? t('activity.ending') : t('activity.endSession')}
          </button>
        ),
    },
  ];

  const historyColumns: Column<Attempt>[] = [
    { key: 'date', header: t('activity.date'), render: (h) => format.dateTime(h.date) },
    { key: 'ip', header: t('activity.ip'), render: (h) => <span className="font-mono text-xs">{h.ip ?? '—'}</span> },
    { key: 'device', header: t('activity.device'), render: (h) => h.device ?? t('activity.unknown') },
    {
      key: 'status',
      header: t('activity.status'),
      render: (h) => <Badge tone={outcomeTones[h.status]}>{t(`activity.outcomes.${h.status}`)}</Badge>,
    },
  ];

  const lastLogin = activity.data?.lastLogin ?? profile.lastLogin;
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('activity.lastLogin')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {lastLogin ? format.dateTime(lastLogin) : t('activity.never')}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('activity.securityStatus')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {profile.twoFactorEnabled ? t('activity.twoFactorOn') : t('activity.twoFactorOff')}
          </dd>
        </div>
      </dl>
      {endOthers.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {describeError(endOthers.error, tc)}
        </p>
      ) : null}
      {endSession.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {describeError(endSession.error, tc)}
        </p>
      ) : null}
      <section className="flex flex-col gap-3" aria-labelledby="activity-sessions">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="activity-sessions" className="text-lg font-semibold text-slate-900">
            {t('activity.sessions')}
          </h2>
          {hasOtherSessions || endOthers.isPending ? (
            <button
              type="button"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
              className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
            >
              {endOthers.isPending ? t('activity.endingOthers') : t('activity.endOthers')}
            </button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-slate-700">
          {endOthers.isSuccess ? t('activity.endedOthers', { count: endOthers.data.ended }) : null}
        </p>
        <DataTable
          caption={t('activity.sessions')}
          columns={sessionColumns}
          rows={activity.data?.sessions}
          rowKey={(s) => s.id}
          isPending={activity.isPending}
          error={error}
          onRetry={retry}
          loadingText={t('activity.loading')}
          emptyText={t('activity.emptySessions')}
        />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="activity-history">
        <h2 id="activity-history" className="text-lg font-semibold text-slate-900">
          {t('activity.history')}
        </h2>
        <DataTable
          caption={t('activity.history')}
          columns={historyColumns}
          rows={activity.data?.history}
          rowKey={(h) => h.id}
          isPending={activity.isPending}
          error={error}
          onRetry={retry}
          loadingText={t('activity.loading')}
          emptyText={t('activity.emptyHistory')}
        />
      </section>
    </div>
  );
}
