import {
  FACILITY_CLAIM_LICENCE_MAX,
  FACILITY_CLAIM_MESSAGE_MAX,
  facilityClaimRoles,
  type MyFacilityClaim,
} from '@hc/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors, translateFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { emptyToUndefined, type ZodForm } from '../../../lib/forms/use-zod-form';
import { submitClaim } from '../api/claims-api';
import { CLAIM_NAMESPACE } from '../catalogs';
import { toSubmission, withEvidenceLimit, type claimFormSchema, type ClaimFormValues } from '../lib/claim-form';
import { EvidenceField } from './evidence-field';
import { NewFacilityFields } from './new-facility-fields';
import { linkClass, primaryButton } from './styles';

/** The 409 answers about the facility itself: a request already waiting, or an account that already runs it. */
const conflictCodes = ['claim_pending', 'already_manager'] as const;
type ConflictCode = (typeof conflictCodes)[number];

function conflictOf(error: unknown): ConflictCode | null {
  if (!(error instanceof ApiClientError) || error.status !== 409) return null;
  const field = error.fields?.find((f) => f.path === 'facilityId');
  return conflictCodes.find((code) => code === field?.code) ?? null;
}

type Props = {
  form: ZodForm<typeof claimFormSchema>;
  /** The facility claimed, or null for one not yet listed (the form then asks for it). */
  facilityId: number | null;
  onSent: (claim: MyFacilityClaim) => void;
  /** The session ended meanwhile (401): back to the account step, the values kept in `form`. */
  onSignedOut: () => void;
};

/**
 * Step 2 of a claim: who the person is at the facility and the evidence, sent as one multipart request.
 * Every failure keeps what was typed: field codes on their fields, the two conflicts explained, anything
 * else in an alert with Try again.
 */
export function RequestForm({ form, facilityId, onSent, onSignedOut }: Props) {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  const { t: tc } = useTranslation();
  const messageId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<ConflictCode | null>(null);
  const send = useMutation({ mutationFn: submitClaim });
  const errors = form.formState.errors;
  const errorOf = bindFieldErrors(t, errors);
  const evidenceError = translateFieldError(t, withEvidenceLimit(errors.evidence?.message));
  const messageError = errorOf('message');

  const onError = (error: unknown) => {
    if (error instanceof ApiClientError && error.status === 401) return onSignedOut();
    const code = conflictOf(error);
    if (code) return setConflict(code);
    if (error instanceof ApiClientError && error.status === 413) {
      form.setError('evidence', { type: 'server', message: 'file_too_large' }, { shouldFocus: true });
      return;
    }
    setFailure(applyServerErrors(form, error) ? error : null);
  };

  const submit = form.handleSubmit(
    (values: ClaimFormValues) => {
      if (send.isPending) return;
      setFailure(null);
      setConflict(null);
      send.mutate(toSubmission(values, facilityId), { onSuccess: onSent, onError });
    },
    () => {
      setFailure(null);
      setConflict(null);
    },
  );
  const canRetry = failure instanceof ApiClientError && failure.isRetryable;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {facilityId === null ? (
        <NewFacilityFields control={form.control} register={form.register} setValue={form.setValue} errorOf={errorOf} />
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t('form.you.legend')}</legend>
        <SelectField
          label={t('form.you.role')}
          placeholder={t('form.you.rolePlaceholder')}
          options={facilityClaimRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          error={errorOf('roleAtFacility')}
          {...form.register('roleAtFacility', { setValueAs: emptyToUndefined })}
        />
        <TextField
          label={t('form.you.licence')}
          hint={t('form.you.licenceHint')}
          maxLength={FACILITY_CLAIM_LICENCE_MAX}
          autoComplete="off"
          error={errorOf('licenceNumber')}
          {...form.register('licenceNumber')}
        />
        <EvidenceField control={form.control} error={evidenceError} onChosen={() => void form.trigger('evidence')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className={fieldLabelClass}>
            {t('form.you.message')}
          </label>
          <textarea
            id={messageId}
            rows={4}
            maxLength={FACILITY_CLAIM_MESSAGE_MAX}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${messageId}-hint${messageError ? ` ${messageId}-error` : ''}`}
            className={messageError ? invalidFieldClass : fieldClass}
            {...form.register('message')}
          />
          <p id={`${messageId}-hint`} className="text-sm text-slate-600">
            {t('form.you.messageHint')}
          </p>
          {messageError ? (
            <p id={`${messageId}-error`} className="text-sm font-medium text-red-700">
              {messageError}
            </p>
          ) : null}
        </div>
      </fieldset>
      {conflict ? (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-amber-900">
          <p className="font-semibold">{t(`conflict.${conflict}`)}</p>
          <Link to="/my-facilities" className={`${linkClass} mt-1 inline-block`}>
            {t('conflict.mySpace')}
          </Link>
        </div>
      ) : null}
      {failure ? (
        <div className="flex flex-col gap-2">
          <FormAlert>{describeError(failure, tc)}</FormAlert>
          {canRetry ? (
            <button type="submit" className={`${primaryButton} bg-red-800 hover:bg-red-900`}>
              {t('form.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {failure && canRetry ? null : (
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </button>
      )}
    </form>
  );
}
