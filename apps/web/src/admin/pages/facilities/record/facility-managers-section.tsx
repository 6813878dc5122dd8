import { FACILITY_CLAIM_REASON_MAX, facilityManagerRevokeSchema, type FacilityManager } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { useAdminFormat } from '../../../format';
import { NoticeBanner, ReasonDialog, RowButton, type Notice } from '../../../list-kit';
import { FACILITY_CLAIMS_NAMESPACE, useClaimErrorText, useHasPermission } from '../../facility-claims/claim-ui';
import { facilityManagersQueryOptions, useRevokeFacilityManager } from '../api/facility-managers-api';

/**
 * The facility's active managers (issue 35): the accounts whose claims staff approved, with their role
 * there, since when, and when they last confirmed the listing. Staff who may change facilities remove
 * one with a reason (kept in the history; the account no longer edits the facility).
 */
export function FacilityManagersSection({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const managers = useQuery(facilityManagersQueryOptions(facilityId));
  const revoke = useRevokeFacilityManager();
  const canWrite = useHasPermission('facilities:write');
  const errorText = useClaimErrorText();
  const [removing, setRemoving] = useState<FacilityManager | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();

  const rows = managers.data?.data ?? [];
  let body;
  if (managers.isPending) body = <p role="status">{t('managers.loading')}</p>;
  else if (managers.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-medium text-red-700">
          {t('managers.error')}: {describeError(managers.error, tc)}
        </p>
        <button
          type="button"
          onClick={() => void managers.refetch()}
          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
        >
          {t('retry')}
        </button>
      </div>
    );
  else if (rows.length === 0) body = <p className="text-slate-700">{t('managers.empty')}</p>;
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('managers.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('managers.name')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('managers.email')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('managers.role')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('managers.since')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('managers.lastConfirmed')}
              </th>
              {canWrite ? (
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{t('managers.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((manager) => (
              <tr key={manager.id} className="border-b border-slate-100 text-slate-800 last:border-0">
                <td className="py-2 pr-4 font-medium text-slate-900">{manager.name}</td>
                <td className="break-all py-2 pr-4">{manager.email}</td>
                <td className="py-2 pr-4">{t(`roles.${manager.roleAtFacility}`)}</td>
                <td className="py-2 pr-4">
                  <time dateTime={manager.since}>{format.day(manager.since)}</time>
                </td>
                <td className="py-2 pr-4">
                  {manager.lastConfirmedAt ? (
                    <time dateTime={manager.lastConfirmedAt}>{format.day(manager.lastConfirmedAt)}</time>
                  ) : (
                    t('managers.neverConfirmed')
                  )}
                </td>
                {canWrite ? (
                  <td className="py-2">
                    <RowButton
                      tone="danger"
                      label={t('managers.removeLabel', { name: manager.name })}
                      onClick={() => {
                        opener.current = document.activeElement as HTMLElement | null;
                        setNotice(null);
                        setRemoving(manager);
                      }}
                    >
                      {t('managers.remove')}
                    </RowButton>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {t('managers.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('managers.intro')}</p>
      <NoticeBanner notice={notice} />
      {body}
      {removing ? (
        <ReasonDialog
          title={t('managers.removeTitle', { name: removing.name })}
          message={t('managers.removeMessage', { name: removing.name })}
          schema={facilityManagerRevokeSchema}
          label={t('managers.reason')}
          hint={t('managers.reasonHint', { max: FACILITY_CLAIM_REASON_MAX })}
          maxLength={FACILITY_CLAIM_REASON_MAX}
          rows={3}
          cancelLabel={t('managers.cancel')}
          confirmLabel={t('managers.remove')}
          busyLabel={t('managers.removing')}
          onConfirm={async (reason) => {
            await revoke.mutateAsync({ id: removing.id, reason });
            setNotice({ tone: 'success', text: t('managers.removedNotice', { name: removing.name }) });
          }}
          describeFailure={errorText}
          onClose={() => {
            setRemoving(null);
            // Back to the Remove button, or to the section when that row is gone: once the dialog has
            // closed (the page behind a modal dialog takes no focus) and the list has been redrawn.
            requestAnimationFrame(() => {
              const target = opener.current?.isConnected ? opener.current : document.getElementById(headingId);
              target?.focus();
            });
          }}
        />
      ) : null}
    </section>
  );
}
