import type { Correction, CorrectionField } from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { detailPath } from '../../../lib/facility-routes';
import { useAcceptCorrection } from './api/corrections-api';
import { useAdminFormat } from '../../format';
import { Badge } from '../badge';
import { CurrentValue, ProposedValue } from './correction-values';
import { RejectDialog } from './reject-dialog';

const statusTone = { pending: 'yellow', accepted: 'green', partially_accepted: 'blue', rejected: 'red' } as const;

type CorrectionCardProps = {
  correction: Correction;
  /** Called with the page-level message once the correction is accepted or rejected. */
  onReviewed: (message: string) => void;
};

/**
 * One correction: each proposed field beside the facility's current value, with a box to accept it;
 * "Accept selected" applies the ticked fields, "Reject" asks a reason. A reviewed one shows its review.
 */
export function CorrectionCard({ correction, onReviewed }: CorrectionCardProps) {
  const { t } = useTranslation('corrections');
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const accept = useAcceptCorrection();
  const [selected, setSelected] = useState<ReadonlySet<CorrectionField>>(new Set());
  const [isRejecting, setIsRejecting] = useState(false);
  const headingId = useId();
  const isPending = correction.status === 'pending';
  const name = correction.facility.name;

  const toggle = (field: CorrectionField, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const acceptSelected = () =>
    accept.mutate(
      { id: correction.id, fields: correction.fields.filter((field) => selected.has(field)) },
      { onSuccess: () => onReviewed(t('queue.acceptedNotice', { name })) },
    );

  const review = correction.review;
  const reviewer = review?.by?.name || review?.by?.email || t('queue.formerMember');

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h2>
          <p className="text-sm text-slate-600">
            {t('queue.received', { date: format.dateTime(correction.createdAt) })}
            {' · '}
            <a
              href={detailPath(correction.facility.category, correction.facility.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand underline underline-offset-2"
            >
              {t('queue.viewOnSite')}
              <span className="sr-only"> {t('queue.opensInNewTab')}</span>
            </a>
          </p>
        </div>
        <span className="flex flex-wrap gap-2">
          {correction.facility.archivedAt ? <Badge tone="grey">{t('queue.archived')}</Badge> : null}
          <Badge tone={statusTone[correction.status]}>{t(`queue.statuses.${correction.status}`)}</Badge>
        </span>
      </header>

      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('queue.caption', { name })}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('queue.field')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('queue.current')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('queue.proposed')}
              </th>
              {isPending ? (
                <th scope="col" className="py-2 font-semibold">
                  {t('queue.accept')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {correction.fields.map((field) => (
              <tr key={field} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {t(`queue.fields.${field}`)}
                </th>
                <td className="break-words py-2 pr-4 text-slate-800">
                  <CurrentValue correction={correction} field={field} />
                </td>
                <td className="break-words py-2 pr-4 font-medium text-slate-900">
                  <ProposedValue correction={correction} field={field} />
                </td>
                {isPending ? (
                  <td className="py-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand"
                      aria-label={t(`queue.acceptField.${field}`)}
                      checked={selected.has(field)}
                      disabled={accept.isPending}
                      onChange={(event) => toggle(field, event.target.checked)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {correction.proposedBy ? (
        <p className="mt-3 text-sm text-slate-800">
          {t('queue.fromManager', { name: correction.proposedBy.name, email: correction.proposedBy.email })}
        </p>
      ) : null}

      {correction.note || correction.contact ? (
        <dl className="mt-3 grid gap-1 text-sm">
          {correction.note ? (
            <div>
              <dt className="inline font-semibold text-slate-700">{t('queue.note')}: </dt>
              <dd className="inline whitespace-pre-line break-words text-slate-900">{correction.note}</dd>
            </div>
          ) : null}
          {correction.contact ? (
            <div>
              <dt className="inline font-semibold text-slate-700">{t('queue.contact')}: </dt>
              <dd className="inline break-words text-slate-900">{correction.contact}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {review ? (
        <p className="mt-3 text-sm text-slate-700">
          {correction.status === 'rejected'
            ? t('queue.reviewedRejected', { who: reviewer, date: format.dateTime(review.at), reason: review.reason })
            : t('queue.reviewedAccepted', {
                who: reviewer,
                date: format.dateTime(review.at),
                fields: review.acceptedFields.map((field) => t(`queue.fields.${field}`)).join(', '),
              })}
        </p>
      ) : null}

      {isPending ? (
        <div className="mt-4 flex flex-col gap-3">
          {accept.isError ? <FormAlert>{describeError(accept.error, tc)}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setIsRejecting(true)}
              disabled={accept.isPending}
              className="rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t('queue.reject')}
            </button>
            <button
              type="button"
              onClick={acceptSelected}
              disabled={selected.size === 0 || accept.isPending}
              aria-busy={accept.isPending || undefined}
              className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {accept.isPending ? t('queue.accepting') : t('queue.acceptSelected')}
            </button>
          </div>
        </div>
      ) : null}

      {isRejecting ? (
        <RejectDialog
          correctionId={correction.id}
          facilityName={name}
          onClose={() => setIsRejecting(false)}
          onRejected={() => onReviewed(t('queue.rejectedNotice', { name }))}
        />
      ) : null}
    </article>
  );
}
