import {
  BULK_IDS_MAX,
  facilitySuspendSchema,
  type AdminFacilityListQuery,
  type FacilityBulkAction,
  type FacilityBulkResult,
} from '@hc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import {
  BulkActionBar,
  buttonTones,
  ReasonDialog,
  rowButtonClass,
  selectionCount,
  useConfirm,
  type RowSelection,
} from '../../../list-kit';
import { facilitiesCsvUrl, facilitiesKey } from '../api/facilities-api';
import {
  BulkStoppedError,
  fetchMatchingIds,
  runBulkAction,
  selectionCsvUrl,
  type BulkProgress,
} from '../api/facility-bulk-api';
import { FACILITIES_NAMESPACE } from './facility-ui';

type Outcome =
  | { kind: 'running'; action: FacilityBulkAction; progress: BulkProgress }
  | { kind: 'done'; action: FacilityBulkAction; result: FacilityBulkResult }
  | { kind: 'stopped'; action: FacilityBulkAction; done: number; reason: string };

type Props = {
  selection: RowSelection;
  query: AdminFacilityListQuery;
  total: number;
  pageRows: number;
};

/**
 * The Facilities list's bulk bar (issue 36): Approve, Suspend with one reason, or Export the selection.
 * Approve and Suspend run in chunks with "120 of 200" shown and announced, then the result: how many were
 * changed and, for each row refused, why (four eyes, its status, gone).
 */
export function FacilityBulkActions({ selection, query, total, pageRows }: Props) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirm();
  const [isSuspending, setSuspending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = selectionCount(selection, total);
  const isRunning = outcome?.kind === 'running';

  const run = async (action: FacilityBulkAction, reason?: string) => {
    setOutcome({ kind: 'running', action, progress: { done: 0, total: count } });
    try {
      const ids = selection.isAllMatching ? await fetchMatchingIds(query) : [...selection.ids];
      const result = await runBulkAction({
        action,
        ids,
        ...(reason ? { reason } : {}),
        onProgress: (progress) => setOutcome({ kind: 'running', action, progress }),
      });
      setOutcome({ kind: 'done', action, result });
      selection.clear();
    } catch (error) {
      const cause = error instanceof BulkStoppedError ? error.failure : error;
      const done = error instanceof BulkStoppedError ? error.totals.done : 0;
      setOutcome({ kind: 'stopped', action, done, reason: describeError(cause, tc) });
    } finally {
      await client.invalidateQueries({ queryKey: facilitiesKey });
    }
  };

  const onApprove = () =>
    confirm.ask({
      title: t('bulk.approveTitle', { count }),
      message: (
        <>
          <span className="block">{t('bulk.approveMessage', { count })}</span>
          <span className="mt-2 block text-sm text-slate-700">{t('bulk.fourEyesNote')}</span>
        </>
      ),
      confirmLabel: t('bulk.approve'),
      busyLabel: t('bulk.working'),
      // The dialog closes at once: the progress is shown in the bar, which stays in the page.
      onConfirm: () => {
        void run('approve');
      },
    });

  // A selection ticked row by row is exported by its ids; "all the filters match" by the filters.
  const exportUrl = selection.isAllMatching ? facilitiesCsvUrl(query) : selectionCsvUrl([...selection.ids]);
  const canExport = selection.isAllMatching || selection.ids.size <= BULK_IDS_MAX;

  return (
    <>
      <BulkActionBar
        selection={selection}
        total={total}
        pageRows={pageRows}
        status={outcome ? <BulkStatus outcome={outcome} /> : null}
      >
        <button
          type="button"
          disabled={isRunning}
          onClick={onApprove}
          className={`${rowButtonClass} ${buttonTones.approve}`}
        >
          {t('bulk.approve')}
        </button>
        <button
          type="button"
          disabled={isRunning}
          onClick={() => setSuspending(true)}
          className={`${rowButtonClass} ${buttonTones.danger}`}
        >
          {t('bulk.suspend')}
        </button>
        {canExport ? (
          <a href={exportUrl} download className={`${rowButtonClass} ${buttonTones.brand}`}>
            {t('bulk.exportCsv')}
          </a>
        ) : null}
      </BulkActionBar>
      {confirm.dialog}
      {isSuspending ? (
        <ReasonDialog
          title={t('bulk.suspendTitle', { count })}
          message={t('bulk.suspendMessage', { count })}
          schema={facilitySuspendSchema}
          label={t('bulk.reason')}
          hint={t('bulk.reasonHint')}
          maxLength={500}
          cancelLabel={t('bulk.cancel')}
          confirmLabel={t('bulk.suspend')}
          busyLabel={t('bulk.working')}
          onConfirm={async (reason) => {
            void run('suspend', reason);
          }}
          describeFailure={(error) => describeError(error, tc)}
          onClose={() => setSuspending(false)}
        />
      ) : null}
    </>
  );
}

/** Progress while running ("120 of 200"), then what was done and each refusal's reason; announced. */
function BulkStatus({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  if (outcome.kind === 'running') {
    const { done, total } = outcome.progress;
    return (
      <div className="flex flex-col gap-1">
        <p role="status" className="text-sm text-slate-800">
          {t(`bulk.progress.${outcome.action}`, { done, total })}
        </p>
        <progress value={done} max={Math.max(total, 1)} aria-hidden="true" className="h-2 w-full accent-brand" />
      </div>
    );
  }
  if (outcome.kind === 'stopped')
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {t(`bulk.stopped.${outcome.action}`, { count: outcome.done, reason: outcome.reason })}
      </p>
    );
  const refused = outcome.result.results.filter((row) => !row.ok);
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-semibold text-slate-800">
        {t(`bulk.done.${outcome.action}`, { count: outcome.result.totals.done })}
        {refused.length > 0 ? ` ${t('bulk.refused', { count: refused.length })}` : ''}
      </p>
      {refused.length > 0 ? (
        <ul className="list-disc pl-5 text-slate-700">
          {refused.slice(0, 50).map((row) => (
            <li key={row.id}>{t(`bulk.rowCodes.${row.code ?? 'not_found'}`, { id: row.id })}</li>
          ))}
          {refused.length > 50 ? <li>{t('bulk.moreRefused', { count: refused.length - 50 })}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
