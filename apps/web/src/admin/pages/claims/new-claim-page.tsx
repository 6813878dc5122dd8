import { CLAIM_MESSAGE_MAX, claimCreateSchema, type ClaimCreateInput } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors, decodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSession } from '../../../lib/api/session';
import { FormPage } from '../../list-kit';
import { claimsPath, CLAIMS_NAMESPACE, TextAreaField, useCanWriteClaims, useClaimErrorText } from './claim-ui';
import { useCreateClaim } from './api/claims-api';

type IdField = 'bookingId' | 'doctorId' | 'patientId';
const idFields: readonly IdField[] = ['bookingId', 'doctorId', 'patientId'];

function NewClaimForm() {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateClaim();
  const errorText = useClaimErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  // A link from a booking may fill in its ids (`?bookingId=42&doctorId=7&patientId=123`).
  const defaultValues: ClaimCreateInput = {
    bookingId: params.get('bookingId') ?? '',
    doctorId: params.get('doctorId') ?? '',
    patientId: params.get('patientId') ?? '',
    message: '',
  };
  const form = useZodForm(claimCreateSchema, { defaultValues });
  const generic = bindFieldErrors(t, form.formState.errors);
  /** An id that names nothing, or is not written as one, is said in this section's words. */
  const errorOf = (name: IdField | 'message') => {
    const token = form.formState.errors[name]?.message;
    const code = token ? decodeFieldError(token).code : null;
    if (name !== 'message' && (code === 'invalid' || code === 'invalid_format')) return t(`form.${code}.${name}`);
    return generic(name);
  };

  const save = form.handleSubmit(
    (values) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(values, {
        onSuccess: (claim) =>
          void navigate(`${claimsPath}?q=${encodeURIComponent(claim.reference)}`, {
            state: { notice: t('notices.filed', { id: claim.reference }) },
          }),
        onError: (error) => {
          if (applyServerErrors(form, error, { fields: [...idFields, 'message'] })) setFailure(errorText(error));
        },
      });
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('form.title')}
      back={{ to: claimsPath, label: t('form.back') }}
      description={t('form.description')}
      onSubmit={save}
      submitLabel={t('form.submit')}
      submittingLabel={t('form.submitting')}
      cancelLabel={t('form.cancel')}
      isSubmitting={create.isPending}
      error={failure}
    >
      <TextField
        label={t('form.bookingId')}
        hint={t('form.bookingIdHint')}
        required
        autoComplete="off"
        error={errorOf('bookingId')}
        {...form.register('bookingId')}
      />
      <TextField
        label={t('form.doctorId')}
        hint={t('form.doctorIdHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('doctorId')}
        {...form.register('doctorId')}
      />
      <TextField
        label={t('form.patientId')}
        hint={t('form.patientIdHint')}
        required
        autoComplete="off"
        error={errorOf('patientId')}
        {...form.register('patientId')}
      />
      <TextAreaField
        label={t('form.message')}
        hint={t('form.messageHint', { max: CLAIM_MESSAGE_MAX })}
        required
        maxLength={CLAIM_MESSAGE_MAX}
        error={errorOf('message')}
        {...form.register('message')}
      />
    </FormPage>
  );
}

/**
 * New Claim (spec 02 "Claims", §5): Booking ID, Doctor ID, Patient ID and Message, all required
 * (checked here with the API's own schema), with Cancel and File Claim. The server's answers (an id
 * that names nothing, a doctor or patient not of that booking) show on their fields.
 */
export function NewClaimPage() {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const { isPending } = useSession();
  const canWrite = useCanWriteClaims();
  if (isPending) return null;
  if (!canWrite) return <FormAlert tone="error">{t('errors.readOnly')}</FormAlert>;
  return <NewClaimForm />;
}
