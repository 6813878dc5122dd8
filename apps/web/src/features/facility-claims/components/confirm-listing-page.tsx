import { DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmationQueryOptions, confirmListing } from '../api/claims-api';
import { CLAIM_NAMESPACE } from '../catalogs';
import { cardClass, linkClass, primaryButton, secondaryButton } from './styles';

/** What is wrong with the link itself, from the API's field code (404 invalid, 410 used or expired). */
type LinkProblem = 'invalid_confirmation_link' | 'confirmation_link_used' | 'confirmation_link_expired';
const linkProblems: readonly LinkProblem[] = [
  'invalid_confirmation_link',
  'confirmation_link_used',
  'confirmation_link_expired',
];

function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiClientError) || (error.status !== 404 && error.status !== 410)) return null;
  const code = error.fields?.find((field) => field.path === 'token')?.code;
  return (
    linkProblems.find((problem) => problem === code) ?? (error.status === 404 ? 'invalid_confirmation_link' : null)
  );
}

/**
 * A used, expired or unknown link, said plainly, with the way that always works: the manager's space (its
 * guard asks a signed-out visitor to sign in first, then comes back), where the listing is confirmed too.
 */
function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  return (
    <section aria-labelledby="confirm-problem-heading" className={cardClass}>
      <h2 id="confirm-problem-heading" className="text-xl font-bold text-slate-900">
        {t(`confirm.problem.${problem}`)}
      </h2>
      <p className="mt-2 text-slate-800">{t('confirm.problem.whatToDo')}</p>
      <Link to="/my-facilities" className={`mt-4 ${secondaryButton}`}>
        {t('confirm.problem.signIn')}
      </Link>
    </section>
  );
}

/**
 * /confirm-listing?token=… (issue 35): the link of the e-mail sent every 6 months. It names the facility
 * and confirms its listing in one press; the date is Cameroon's calendar day, in the reader's language.
 */
export function ConfirmListingPage() {
  const { t, i18n } = useTranslation(CLAIM_NAMESPACE);
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('pageTitle'));
  const token = params.get('token') ?? '';
  // A token of a shape the server never makes is an invalid link without asking (the same bounds as its schema).
  const isWellFormed = token.length >= 20 && token.length <= 200;
  const link = useQuery({ ...confirmationQueryOptions(token), enabled: isWellFormed });
  const confirm = useMutation({ mutationFn: () => confirmListing(token) });

  let content;
  if (!isWellFormed) content = <LinkProblemNotice problem="invalid_confirmation_link" />;
  else if (confirm.isSuccess) {
    const date = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-CM' : 'en-CM', {
      dateStyle: 'long',
      timeZone: DIRECTORY_TIME_ZONE,
    }).format(new Date(confirm.data.confirmedAt));
    content = (
      <section aria-labelledby="confirm-done-heading" className={cardClass}>
        <h2
          id="confirm-done-heading"
          tabIndex={-1}
          ref={(heading) => heading?.focus()}
          className="text-xl font-bold text-emerald-800"
        >
          {t('confirm.done', { date })}
        </h2>
        <Link to={`/my-facilities/${confirm.data.facilityId}`} className={`mt-4 ${secondaryButton}`}>
          {t('confirm.openSpace')}
        </Link>
      </section>
    );
  } else if (linkProblemOf(confirm.error ?? link.error)) {
    content = <LinkProblemNotice problem={linkProblemOf(confirm.error ?? link.error)!} />;
  } else if (link.isPending) content = <p role="status">{t('confirm.loading')}</p>;
  else if (link.isError) {
    content = (
      <div className="flex flex-col gap-3">
        <FormAlert>{describeError(link.error, tc)}</FormAlert>
        <button type="button" className={primaryButton} onClick={() => void link.refetch()}>
          {t('form.tryAgain')}
        </button>
      </div>
    );
  } else {
    content = (
      <section aria-labelledby="confirm-question-heading" className={cardClass}>
        <h2 id="confirm-question-heading" className="text-xl font-bold wrap-anywhere text-slate-900">
          {t('confirm.question', { name: link.data.facility.name })}
        </h2>
        <p className="mt-2 text-slate-800">{t('confirm.explain')}</p>
        {confirm.isError ? (
          <div className="mt-3">
            <FormAlert>{describeError(confirm.error, tc)}</FormAlert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="button" className={primaryButton} disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? t('confirm.confirming') : confirm.isError ? t('form.tryAgain') : t('confirm.button')}
          </button>
          <Link to={`/my-facilities/${link.data.facility.id}`} className={linkClass}>
            {t('confirm.somethingChanged')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pageTitle')}</h1>
      <div className="mt-6">{content}</div>
    </div>
  );
}
