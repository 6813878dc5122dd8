import type { FacilityClaim } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminFormat } from '../../format';
import { NoticeBanner, type Notice } from '../../list-kit';
import { facilityClaimQueryOptions } from './api/facility-claims-api';
import { ClaimDecision } from './claim-decision';
import { ClaimEvidence } from './claim-evidence';
import {
  ClaimStatusBadge,
  FACILITY_CLAIMS_NAMESPACE,
  facilityClaimsPath,
  facilityRecordPath,
  useClaimPlace,
  useHasPermission,
} from './claim-ui';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The claim's facility, requester and what they sent. */
function ClaimDetails({ claim }: { claim: FacilityClaim }) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const format = useAdminFormat();
  const placeOf = useClaimPlace();
  const { facility, requester } = claim;
  const isNewFacility = facility.createdByClaim && facility.status === 'pending';
  return (
    <>
      <Panel title={t('claim.facility')}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('claim.facilityName')}>
            <Link
              to={facilityRecordPath(facility.id)}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {facility.name}
            </Link>
            {isNewFacility ? (
              <span className="mt-1 block w-fit rounded-md bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
                {t('claim.newFacility')}
              </span>
            ) : null}
          </Field>
          <Field label={t('claim.place')}>{placeOf(facility) || '—'}</Field>
          <Field label={t('claim.activeManagersLabel')}>
            {t('claim.activeManagers', { count: claim.activeManagers })}
          </Field>
        </dl>
      </Panel>
      <Panel title={t('claim.request')}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('claim.requester')}>
            <span className="block font-semibold">{requester.name}</span>
            <a href={`mailto:${requester.email}`} className="break-all text-brand underline underline-offset-2">
              {requester.email}
            </a>
            {requester.phone ? <span className="block">{requester.phone}</span> : null}
          </Field>
          <Field label={t('claim.role')}>{t(`roles.${claim.roleAtFacility}`)}</Field>
          <Field label={t('claim.licence')}>
            <span className="font-mono">{claim.licenceNumber}</span>
          </Field>
          <Field label={t('claim.submitted')}>
            <time dateTime={claim.createdAt}>{format.dateTime(claim.createdAt)}</time>
          </Field>
          <div className="sm:col-span-2">
            <Field label={t('claim.message')}>
              {claim.message ? <span className="whitespace-pre-line">{claim.message}</span> : t('claim.noMessage')}
            </Field>
          </div>
        </dl>
      </Panel>
      <Panel title={t('claim.evidence')}>
        <ClaimEvidence claim={claim} />
      </Panel>
    </>
  );
}

/**
 * One facility claim (/admin-dashboard/facility-claims/:id): the facility (linked to its record; a new
 * one created by the claim waits for its own review), the requester, their role and licence number,
 * their message and evidence image, the facility's active managers, then Approve or Reject for staff who
 * may change facilities. A decided claim says who decided, when and why.
 */
export function FacilityClaimPage() {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const { t: tc } = useTranslation();
  const id = Number(useParams().id);
  const isId = Number.isSafeInteger(id) && id > 0;
  const claim = useQuery({ ...facilityClaimQueryOptions(id), enabled: isId });
  const canDecide = useHasPermission('facilities:write');
  const [notice, setNotice] = useState<Notice | null>(null);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const decisionId = useId();
  const isNotFound = !isId || (claim.error instanceof ApiClientError && claim.error.status === 404);
  useDocumentTitle(claim.data ? t('claim.titleOf', { facility: claim.data.facility.name }) : t('claim.title'));

  const focusDecision = () => decisionHeading.current?.focus();

  const body = () => {
    if (isNotFound) return <FormAlert tone="error">{t('errors.notFound')}</FormAlert>;
    if (claim.isPending)
      return (
        <p role="status" className="p-8 text-center text-slate-700">
          {t('claim.loading')}
        </p>
      );
    if (claim.isError)
      return (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-medium text-red-700">
            {t('claim.error')}: {describeError(claim.error, tc)}
          </p>
          <button
            type="button"
            onClick={() => void claim.refetch()}
            className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
          >
            {t('retry')}
          </button>
        </div>
      );
    const data = claim.data;
    return (
      <>
        <NoticeBanner notice={notice} />
        <ClaimDetails claim={data} />
        <section
          aria-labelledby={decisionId}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id={decisionId} ref={decisionHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {t('claim.decision')}
          </h2>
          <ClaimDecision claim={data} canDecide={canDecide} onNotice={setNotice} focusDecision={focusDecision} />
        </section>
      </>
    );
  };

  return (
    <section className="flex flex-col gap-6">
      <Link
        to={facilityClaimsPath}
        className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {t('claim.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {claim.data ? t('claim.titleOf', { facility: claim.data.facility.name }) : t('claim.title')}
        </h1>
        {claim.data ? <ClaimStatusBadge status={claim.data.status} /> : null}
      </div>
      {body()}
    </section>
  );
}
