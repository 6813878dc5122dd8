import {
  CLAIM_NOTE_MAX,
  claimTransitions,
  claimTransitionSchema,
  type ClaimDetail,
  type ClaimEvent,
  type ClaimTargetStatus,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSession } from '../../../lib/api/session';
import { buttonTones, rowButtonClass, type Notice } from '../../list-kit';
import { claimQueryOptions, useTransitionClaim } from './api/claims-api';
import {
  bookingPath,
  CLAIMS_NAMESPACE,
  ClaimStatusBadge,
  TextAreaField,
  useCanWriteClaims,
  useClaimErrorText,
  useClaimStatusLabel,
  useDoualaFormat,
} from './claim-ui';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,35%)_1fr] gap-2 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** How each next step is offered: 'Start work' (→ in progress), 'Resolve', 'Reject'. */
const stepTone = { in_progress: 'brand', resolved: 'approve', rejected: 'danger', open: 'brand' } as const;
const confirmClass = {
  in_progress: 'bg-brand text-white hover:bg-brand-dark',
  resolved: 'bg-green-700 text-white hover:bg-green-800',
  rejected: 'bg-red-700 text-white hover:bg-red-800',
  open: 'bg-brand text-white hover:bg-brand-dark',
} as const;

function Timeline({ events }: { events: ClaimEvent[] }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const status = useClaimStatusLabel();
  const format = useDoualaFormat();
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {events.map((event, index) => (
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full bg-brand" />
          <p className="font-semibold text-slate-900">
            {event.from === null
              ? t('details.filed', { to: status(event.to) })
              : t('details.moved', { from: status(event.from), to: status(event.to) })}
          </p>
          <p className="text-sm text-slate-700">
            {t('details.by', { name: event.who?.name ?? t('details.removedAccount') })}
            {' · '}
            <time dateTime={event.at}>{format.dateTime(event.at)}</time>
          </p>
          {event.note ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The note a step asks for, then the move itself. The server refuses a move the claim no longer
 * allows (someone moved it meanwhile: 409), said here; the claim is then shown as it now stands.
 */
function StepForm({
  claim,
  to,
  onCancel,
  onDone,
}: {
  claim: ClaimDetail;
  to: ClaimTargetStatus;
  onCancel: () => void;
  onDone: (notice: Notice) => void;
}) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const status = useClaimStatusLabel();
  const errorText = useClaimErrorText();
  const transition = useTransitionClaim();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(claimTransitionSchema, { defaultValues: { to, note: '' } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const { setFocus } = form;
  useEffect(() => setFocus('note'), [setFocus]);

  const submit = form.handleSubmit((values) => {
    if (transition.isPending) return;
    setFailure(null);
    transition.mutate(
      { id: claim.id, input: values },
      {
        onSuccess: (moved) =>
          onDone({ tone: 'success', text: t('steps.done', { id: moved.reference, status: status(moved.status) }) }),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: ['note'] })) setFailure(errorText(error));
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {t(`steps.${to}.title`, { id: claim.reference })}
      </h3>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextAreaField
        label={t('steps.note')}
        hint={t('steps.noteHint', { max: CLAIM_NOTE_MAX })}
        required
        maxLength={CLAIM_NOTE_MAX}
        rows={3}
        error={errorOf('note')}
        {...form.register('note')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={transition.isPending}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {t('steps.back')}
        </button>
        <button
          type="submit"
          disabled={transition.isPending}
          aria-busy={transition.isPending || undefined}
          className={`rounded-md px-4 py-2 font-semibold disabled:opacity-70 ${confirmClass[to]}`}
        >
          {transition.isPending ? t('steps.busy') : t(`steps.${to}.action`)}
        </button>
      </div>
    </form>
  );
}

function ClaimBody({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useDoualaFormat();
  const canWrite = useCanWriteClaims();
  const { user } = useSession();
  const [step, setStep] = useState<ClaimTargetStatus | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const timelineRef = useRef<HTMLHeadingElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  // Back from a step's form: the focus returns to the steps offered.
  const isReturning = useRef(false);
  useEffect(() => {
    if (step !== null || !isReturning.current) return;
    isReturning.current = false;
    stepsRef.current?.querySelector('button')?.focus();
  }, [step]);
  const allowed = claimTransitions[claim.status] as readonly ClaimTargetStatus[];
  const steps = canWrite ? allowed : [];

  const choose = (next: ClaimTargetStatus | null) => {
    setNotice(null);
    setStep(next);
  };
  const back = () => {
    isReturning.current = true;
    choose(null);
  };
  const done = (result: Notice) => {
    setStep(null);
    setNotice(result);
    timelineRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      <dl className="text-sm">
        <Row label={t('details.claimId')}>
          <span className="font-mono">{claim.reference}</span>
        </Row>
        <Row label={t('details.bookingId')}>
          <Link to={bookingPath(claim.booking.id)} className="font-mono text-brand underline">
            {claim.booking.reference}
          </Link>
        </Row>
        <Row label={t('details.doctor')}>{t('people.doctor', { name: claim.doctor.name, id: claim.doctor.id })}</Row>
        <Row label={t('details.patient')}>
          {t('people.patient', { name: claim.patient.name, number: claim.patient.number })}
        </Row>
        <Row label={t('details.status')}>
          <ClaimStatusBadge status={claim.status} />
        </Row>
        <Row label={t('details.created')}>
          <time dateTime={claim.createdAt}>{format.dateTime(claim.createdAt)}</time>
        </Row>
      </dl>
      <section aria-labelledby={`claim-${claim.id}-message`}>
        <h3 id={`claim-${claim.id}-message`} className="font-bold text-slate-900">
          {t('details.message')}
        </h3>
        <p className="mt-1 whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-slate-900">{claim.message}</p>
      </section>
      <section aria-labelledby={`claim-${claim.id}-timeline`}>
        <h3
          id={`claim-${claim.id}-timeline`}
          ref={timelineRef}
          tabIndex={-1}
          className="mb-2 font-bold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          {t('details.timeline')}
        </h3>
        <Timeline events={claim.timeline} />
      </section>
      {steps.length > 0 && step === null ? (
        <div
          ref={stepsRef}
          className="flex flex-wrap gap-2 border-t border-slate-200 pt-3"
          role="group"
          aria-label={t('steps.group')}
        >
          {steps.map((next) => (
            <button
              key={next}
              type="button"
              onClick={() => choose(next)}
              className={`${rowButtonClass} ${buttonTones[stepTone[next]]} px-4 py-2`}
            >
              {t(`steps.${next}.action`)}
            </button>
          ))}
        </div>
      ) : null}
      {user && !canWrite && allowed.length > 0 ? (
        <p className="border-t border-slate-200 pt-3 text-sm text-slate-700">{t('steps.readOnly')}</p>
      ) : null}
      {step ? <StepForm key={step} claim={claim} to={step} onCancel={back} onDone={done} /> : null}
    </div>
  );
}

/**
 * 'Claim Details' (spec 02 "Claims"): the claim, its message and its timeline (each step with its
 * note, who made it and when, in Douala time). An account that works claims is offered the next steps
 * the status allows (claimTransitions): Start work, Resolve, Reject, each asking for a note.
 */
export function ClaimDetailsDialog({ claimId, onClose }: { claimId: number | null; onClose: () => void }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const errorText = useClaimErrorText();
  const claim = useQuery({ ...claimQueryOptions(claimId ?? 0), enabled: claimId !== null });
  return (
    <Dialog
      open={claimId !== null}
      onClose={onClose}
      title={t('details.title')}
      closeLabel={t('details.close')}
      widthClassName="w-[min(94vw,40rem)]"
    >
      {claim.isPending ? (
        <p role="status" className="text-slate-700">
          {t('details.loading')}
        </p>
      ) : claim.isError ? (
        <FormAlert tone="error">{errorText(claim.error)}</FormAlert>
      ) : (
        <ClaimBody key={claim.data.id} claim={claim.data} />
      )}
    </Dialog>
  );
}
