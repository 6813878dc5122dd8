import type { IncompleteRegistration, RegistrationKind } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import {
  ListTable,
  NoticeBanner,
  RowButton,
  useConfirm,
  useListParams,
  type DataTableColumn,
  type Notice,
} from '../../list-kit';
import { Badge } from '../badge';
import { ANALYTICS_NAMESPACE, useCanDeleteRegistrations, useDoualaDate, type RegistrationTabId } from './analytics-ui';
import { incompleteRegistrationsQueryOptions, useDeleteIncompleteRegistration } from './api/registrations-api';

const column = createColumnHelper<IncompleteRegistration>();
const statusTone = { registration_started: 'grey', incomplete_profile: 'yellow' } as const;

type PanelProps = {
  /** The Analytics tab showing the panel (Users & Platform, Doctors, Patients)… */
  tabId: RegistrationTabId;
  /** …and the accounts it lists. */
  kind: RegistrationKind;
};

/**
 * Incomplete registrations (spec 02 "Admin analytics", §3): the patient and doctor accounts whose
 * registration is not complete, of the tab's kind (every one, doctors, patients), newest first, 10 a
 * page kept in the URL. They are not counted over the period or location: every one is listed. An
 * admin deletes one after the confirmation, and it is really gone (the spec's sample only pretended).
 */
export const IncompleteRegistrationsPanel = memo(function IncompleteRegistrationsPanel({ tabId, kind }: PanelProps) {
  // Memoised: the page's own updates (the regions arriving, new filters) leave the table, and the
  // focus on a row's Delete, as they are.
  const tab = { id: tabId, kind };
  const { t, i18n } = useTranslation(ANALYTICS_NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const list = useListParams();
  const registrations = useQuery(incompleteRegistrationsQueryOptions(tab.kind, list.page));
  const canDelete = useCanDeleteRegistrations();
  const formatDate = useDoualaDate();
  const confirm = useConfirm();
  const remove = useDeleteIncompleteRegistration();
  const [notice, setNotice] = useState<Notice | null>(null);

  const describeFailure = (error: unknown) => {
    if (error instanceof ApiClientError && error.status === 409) return t('incomplete.errors.complete');
    if (error instanceof ApiClientError && error.status === 404) return t('incomplete.errors.notFound');
    return t('incomplete.errors.failed', { reason: describeError(error, tc) });
  };

  const onDelete = (row: IncompleteRegistration, tabId: RegistrationTabId) => {
    setNotice(null);
    confirm.ask({
      title: t('incomplete.delete.title', { name: row.name || row.email }),
      message: t(`incomplete.delete.messages.${tabId}`),
      confirmLabel: t('incomplete.delete.confirm'),
      busyLabel: t('incomplete.delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync(row.id);
        setNotice({ tone: 'success', text: t(`incomplete.notices.${tabId}`) });
      },
      describeFailure,
    });
  };

  const columns: DataTableColumn<IncompleteRegistration>[] = [
    column.accessor('id', {
      header: t('incomplete.columns.id'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('name', {
      header: t('incomplete.columns.name'),
      cell: (cell) => <span className="font-semibold">{cell.getValue() || '—'}</span>,
    }),
    column.accessor('email', { header: t('incomplete.columns.email'), cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('phone', { header: t('incomplete.columns.phone'), cell: (cell) => cell.getValue() ?? '—' }),
    ...(tab.id === 'doctors'
      ? [
          column.accessor('specialty', {
            header: t('incomplete.columns.specialty'),
            cell: (cell) => localizedName(cell.getValue(), language) || '—',
          }),
        ]
      : []),
    ...(tab.id === 'patients'
      ? [
          column.accessor('bloodType', {
            header: t('incomplete.columns.bloodType'),
            cell: (cell) => cell.getValue() ?? '—',
          }),
        ]
      : []),
    column.accessor('status', {
      header: t('incomplete.columns.status'),
      cell: ({ row: { original: row } }) => (
        <Badge tone={statusTone[row.status]}>{t(`incomplete.statuses.${row.status}`)}</Badge>
      ),
    }),
    column.accessor('registeredAt', {
      header: t('incomplete.columns.registered'),
      cell: (cell) => <span className="whitespace-nowrap">{formatDate(cell.getValue())}</span>,
    }),
    ...(canDelete
      ? [
          column.display({
            id: 'actions',
            header: t('incomplete.columns.actions'),
            cell: ({ row: { original: row } }) => (
              <RowButton
                onClick={() => onDelete(row, tab.id)}
                tone="danger"
                label={t('incomplete.row.deleteLabel', { name: row.name || row.email, email: row.email })}
              >
                {t('incomplete.row.delete')}
              </RowButton>
            ),
          }),
        ]
      : []),
  ];

  const meta = registrations.data?.meta;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('incomplete.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('incomplete.unfiltered')}</p>
      {/* Every account has an e-mail: none in a row means this role is not shown who it is (issue 31). */}
      {registrations.data?.data.some((row) => row.email === null) ? (
        <p className="text-sm text-slate-700">{t('incomplete.identityHidden')}</p>
      ) : null}
      <NoticeBanner notice={notice} />
      <ListTable
        caption={t(`incomplete.captions.${tab.id}`)}
        columns={columns}
        rowKey={(row) => row.id}
        query={registrations}
        texts={{ loading: t('incomplete.loading'), empty: t('incomplete.empty'), failed: t('incomplete.error') }}
      />
      {meta ? <Pager page={meta.page} total={meta.total} pageSize={meta.pageSize} onPage={list.setPage} /> : null}
      {confirm.dialog}
    </section>
  );
});
