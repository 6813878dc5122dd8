import { correctionListQuerySchema, correctionStatuses } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/describe-error';
import { correctionsQueryOptions } from './api/corrections-api';
import { actionButtonClass, ListPage, useListParams } from '../../list-kit';
import { CorrectionCard } from './correction-card';

const statusOptions = [...correctionStatuses, 'all'] as const;

/**
 * The corrections queue (issue 9): what visitors proposed, newest first, pending ones by default;
 * staff accept each proposal field by field or reject it with a reason. Filter and page in the URL.
 */
export function CorrectionsPage() {
  const { t } = useTranslation('corrections');
  const { t: tc } = useTranslation();
  const list = useListParams(correctionListQuerySchema);
  const { query, update } = list;
  const corrections = useQuery(correctionsQueryOptions(query));
  const [notice, setNotice] = useState<string | null>(null);
  const rows = corrections.data?.data;

  return (
    <ListPage
      title={t('queue.title')}
      actions={
        <button
          type="button"
          onClick={() => void corrections.refetch()}
          disabled={corrections.isFetching}
          className={actionButtonClass}
        >
          {t('queue.refresh')}
        </button>
      }
      filters={
        <SelectField
          label={t('queue.status')}
          value={query.status}
          onChange={(status) => {
            setNotice(null);
            update({ status: status === 'pending' ? null : status });
          }}
          options={statusOptions.map((status) => ({ value: status, label: t(`queue.statuses.${status}`) }))}
        />
      }
      meta={corrections.data?.meta}
      onPage={list.setPage}
    >
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <div aria-busy={corrections.isFetching || undefined}>
        {corrections.isPending ? (
          <p role="status" className="rounded-lg bg-white p-6 text-center text-slate-700">
            {t('queue.loading')}
          </p>
        ) : corrections.isError ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p>
              {t('queue.error')}: {describeError(corrections.error, tc)}
            </p>
            <button
              type="button"
              onClick={() => void corrections.refetch()}
              className="mt-2 rounded-md border border-red-700 px-3 py-1.5 font-semibold"
            >
              {t('queue.retry')}
            </button>
          </div>
        ) : rows && rows.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {rows.map((correction) => (
              <li key={correction.id}>
                <CorrectionCard correction={correction} onReviewed={setNotice} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg bg-white p-6 text-center text-slate-700">
            {query.status === 'pending' ? t('queue.emptyPending') : t('queue.empty')}
          </p>
        )}
      </div>
    </ListPage>
  );
}
