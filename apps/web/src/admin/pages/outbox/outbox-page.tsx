import { outboxQuerySchema, type OutboxMessage } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionButtonClass,
  ListPage,
  ListSearch,
  ListTable,
  useListParams,
  type DataTableColumn,
} from '../../list-kit';
import { useAdminFormat } from '../../format';
import { Badge } from '../badge';
import { outboxQueryOptions } from './api/outbox-api';

const column = createColumnHelper<OutboxMessage>();
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
const stateTone = { outbox: 'blue', sent: 'green', failed: 'red', sending: 'yellow' } as const;

/** A plain-text body with its web addresses as links (only http and https ones). */
export function MailBody({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-semibold text-brand underline" rel="noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/**
 * The Outbox (admin): every mail the service wrote, newest first: time, recipient, subject (opening
 * to the body, its links clickable), transport and whether it left. Without SMTP_URL, invitations and
 * reset links are read here.
 */
export function OutboxPage() {
  const { t } = useTranslation('outbox');
  // Douala time, as every back-office time (the admin's one formatter).
  const { dateTime: time } = useAdminFormat();
  const list = useListParams(outboxQuerySchema);
  const messages = useQuery(outboxQueryOptions(list.query));

  const columns: DataTableColumn<OutboxMessage>[] = [
    column.accessor('createdAt', {
      header: t('columns.time'),
      cell: (cell) => <time dateTime={cell.getValue()}>{time(cell.getValue())}</time>,
    }),
    column.accessor('to', { header: t('columns.recipient') }),
    column.accessor('subject', {
      header: t('columns.subject'),
      cell: ({ row: { original: row } }) => (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">{row.subject}</summary>
          <MailBody text={row.body} />
        </details>
      ),
    }),
    column.accessor('transport', {
      header: t('columns.transport'),
      cell: (cell) => t(`transports.${cell.getValue() === 'smtp' ? 'smtp' : 'outbox'}`),
    }),
    column.accessor('state', {
      header: t('columns.state'),
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={stateTone[row.state]}>{t(`states.${row.state}`)}</Badge>
          {row.error ? <span className="text-xs text-red-700">{row.error}</span> : null}
        </span>
      ),
    }),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        <button type="button" className={actionButtonClass} onClick={() => void messages.refetch()}>
          {t('refresh')}
        </button>
      }
      summary={<p className="text-slate-700">{t('intro')}</p>}
      filters={<ListSearch list={list} label={t('search')} placeholder={t('searchPlaceholder')} />}
      meta={messages.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={messages}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error'), forbidden: t('forbidden') }}
      />
    </ListPage>
  );
}
