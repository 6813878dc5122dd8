import type { MyFacilityClaim } from '@hc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { sessionQueryKey, useSession } from '../../../lib/api/session';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { localizedName } from '../../../lib/localized';
import { claimFacilityQueryOptions } from '../api/claims-api';
import { CLAIM_NAMESPACE } from '../catalogs';
import { claimFormSchema } from '../lib/claim-form';
import { AccountStep } from './account-step';
import { RequestForm } from './request-form';
import { cardClass, linkClass, primaryButton } from './styles';

/** A positive id from `?facility=`, or null (a new facility). */
function parseFacilityId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The facility named by the link: its name and place, or why it cannot be claimed from here. */
function ClaimedFacility({ id }: { id: number }) {
  const { t, i18n } = useTranslation(CLAIM_NAMESPACE);
  const { t: tc } = useTranslation();
  const facility = useQuery(claimFacilityQueryOptions(id));
  if (facility.isPending) return <p role="status">{t('facility.loading')}</p>;
  if (facility.isError) {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert>
          {facility.error instanceof ApiClientError && facility.error.status === 404
            ? t('facility.notFound')
            : describeError(facility.error, tc)}
        </FormAlert>
        <p>
          <Link to="/facility-claim" className={linkClass}>
            {t('facility.listNew')}
          </Link>
        </p>
      </div>
    );
  }
  const place = [facility.data.subdivision, facility.data.division, facility.data.region]
    .map((ref) => localizedName(ref, i18n.language))
    .filter(Boolean)
    .join(', ');
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-700">{t('facility.label')}</p>
      <p className="text-lg font-bold wrap-anywhere text-slate-900">{facility.data.name}</p>
      {place ? <p className="text-slate-700">{place}</p> : null}
    </div>
  );
}

function ClaimSent({ claim }: { claim: MyFacilityClaim }) {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  return (
    <section aria-labelledby="claim-sent-heading" className={cardClass}>
      <h2 id="claim-sent-heading" className="text-xl font-bold text-emerald-800" tabIndex={-1} ref={(h) => h?.focus()}>
        {t('sent.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('sent.facility', { name: claim.facility.name })}</p>
      <p className="mt-2 text-slate-800">{t(claim.facility.createdByClaim ? 'sent.nextNew' : 'sent.next')}</p>
      <Link to="/my-facilities" className={`mt-5 inline-block ${primaryButton}`}>
        {t('sent.mySpace')}
      </Link>
    </section>
  );
}

/**
 * /facility-claim[?facility=<id>] (issue 35): "Do you run this facility?" and "List a Health Facility".
 * Step 1 is an account, step 2 the request. The form lives here, above both steps, so nothing typed is
 * lost when the session ends under it and the visitor signs up again in place.
 */
export function FacilityClaimPage() {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  const [params] = useSearchParams();
  const facilityId = parseFacilityId(params.get('facility'));
  const title = t(facilityId === null ? 'title.new' : 'title.existing');
  useDocumentTitle(title);
  const session = useSession();
  const client = useQueryClient();
  const [isSessionLost, setIsSessionLost] = useState(false);
  const [sent, setSent] = useState<MyFacilityClaim | null>(null);
  const form = useZodForm(claimFormSchema, {
    defaultValues: {
      licenceNumber: '',
      message: '',
      ...(facilityId === null ? { newFacility: { name: '', address: '', phone: '' } } : {}),
    },
  });
  const returnTo = facilityId === null ? '/facility-claim' : `/facility-claim?facility=${facilityId}`;

  let step;
  if (sent) step = <ClaimSent claim={sent} />;
  else if (session.isPending) step = <p role="status">{t('account.checking')}</p>;
  else if (!session.user) step = <AccountStep returnTo={returnTo} isSessionLost={isSessionLost} />;
  else
    step = (
      <section aria-labelledby="claim-request-heading" className={cardClass}>
        <h2 id="claim-request-heading" className="mb-4 text-xl font-bold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mb-4 text-slate-700">{t('form.signedInAs', { email: session.user.email })}</p>
        {facilityId !== null ? (
          <div className="mb-5">
            <ClaimedFacility id={facilityId} />
          </div>
        ) : null}
        <RequestForm
          form={form}
          facilityId={facilityId}
          onSent={setSent}
          onSignedOut={() => {
            setIsSessionLost(true);
            client.setQueryData(sessionQueryKey, null);
          }}
        />
      </section>
    );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{t(facilityId === null ? 'intro.new' : 'intro.existing')}</p>
      <ol className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-label={t('steps.label')}>
        <li aria-current={!sent && !session.user ? 'step' : undefined} className={!session.user ? 'font-bold' : ''}>
          {t('steps.account')}
        </li>
        <li
          aria-current={!sent && session.user ? 'step' : undefined}
          className={session.user && !sent ? 'font-bold' : ''}
        >
          {t('steps.request')}
        </li>
      </ol>
      <div className="mt-6">{step}</div>
    </div>
  );
}
