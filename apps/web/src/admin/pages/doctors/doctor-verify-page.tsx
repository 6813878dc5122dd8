import {
  adminDoctorVerifySchema,
  DOCTOR_DOCUMENT_MAX_BYTES,
  doctorDocumentSides,
  doctorDocumentTypes,
  type AdminDoctor,
  type DoctorDocumentSide,
} from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors, encodeFieldError, translateFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ApiClientError } from '../../../lib/api-client';
import { useAdminFormat } from '../../format';
import { FormPage } from '../../list-kit';
import { useVerifyDoctor } from './api/doctors-api';
import { DocumentImage } from './doctor-evidence';
import { doctorsPath } from './doctor-views';
import { DOCTORS_NAMESPACE, useDoctorErrorText } from './doctor-ui';

const maximumMb = DOCTOR_DOCUMENT_MAX_BYTES / (1024 * 1024);
const tooLarge = encodeFieldError('file_too_large', { maximum: DOCTOR_DOCUMENT_MAX_BYTES, maximumMb });

type ImageFieldProps = {
  side: DoctorDocumentSide;
  doctor: AdminDoctor;
  error: string | undefined;
  onFile: (file: File | undefined) => void;
};

/** One side of the ID: the stored image (staff only, openable full size), and a file input to give or replace it. */
function ImageField({ side, doctor, error, onFile }: ImageFieldProps) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const id = useId();
  const stored = doctor.documents.find((document) => document.side === side);
  const label = t(`verify.${side}`);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {stored ? (
        <figure className="flex flex-col gap-1">
          <DocumentImage doctor={doctor} side={side} thumbnailClassName="max-h-40 w-auto" />
          <figcaption className="text-sm text-slate-600">{t('verify.stored')}</figcaption>
        </figure>
      ) : null}
      <input
        id={id}
        type="file"
        accept={doctorDocumentTypes.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onFile(event.target.files?.[0])}
        className={`${error ? invalidFieldClass : fieldClass} file:mr-3 file:rounded file:border-0 file:bg-brand/10 file:px-2 file:py-1 file:font-semibold file:text-brand`}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('verify.fileHint', { maximumMb })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Verify Doctor (spec 02 §3 "Doctor verification form"): ID number, medical licence number, front
 * and back ID images. A file over 5 MB is refused here at once; the server checks the content
 * (JPEG, PNG or WebP) and says which side is not an image.
 */
export function DoctorVerifyForm({ doctor }: { doctor: AdminDoctor }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const format = useAdminFormat();
  const navigate = useNavigate();
  const verify = useVerifyDoctor();
  const errorText = useDoctorErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [files, setFiles] = useState<Partial<Record<DoctorDocumentSide, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<DoctorDocumentSide, string>>>({});
  const form = useZodForm(adminDoctorVerifySchema, {
    defaultValues: { idNumber: doctor.idNumber ?? '', licenceNumber: doctor.licenceNumber ?? '' },
  });
  const errorOf = bindFieldErrors(t, form.formState.errors);

  const chooseFile = (side: DoctorDocumentSide, file: File | undefined) => {
    setFiles((current) => ({ ...current, [side]: file }));
    setFileErrors((current) => ({
      ...current,
      [side]: file && file.size > DOCTOR_DOCUMENT_MAX_BYTES ? tooLarge : undefined,
    }));
  };

  const save = form.handleSubmit(
    (values) => {
      if (verify.isPending) return;
      setFailure(null);
      const missing: Partial<Record<DoctorDocumentSide, string>> = {};
      for (const side of doctorDocumentSides) {
        if (fileErrors[side]) missing[side] = fileErrors[side];
        else if (!files[side] && !doctor.documents.some((document) => document.side === side))
          missing[side] = 'required';
      }
      setFileErrors(missing);
      if (Object.keys(missing).length > 0) return;
      verify.mutate(
        { id: doctor.id, ...values, ...files },
        {
          // Four eyes: a doctor not yet approved stays pending until another staff member approves them.
          onSuccess: (saved) =>
            void navigate(doctorsPath, {
              state: {
                notice: t(saved.status === 'verified' ? 'notices.verified' : 'notices.submitted', { name: saved.name }),
              },
            }),
          onError: (error) => {
            const sides: Partial<Record<DoctorDocumentSide, string>> = {};
            if (error instanceof ApiClientError)
              for (const field of error.fields ?? [])
                if (field.path === 'front' || field.path === 'back')
                  sides[field.path] = encodeFieldError(field.code, field.params);
            setFileErrors(sides);
            const isLeft = applyServerErrors(form, error, { fields: ['idNumber', 'licenceNumber'] });
            const onlySides = error instanceof ApiClientError && (error.fields ?? []).every((f) => f.path in sides);
            setFailure(isLeft && !onlySides ? error : null);
          },
        },
      );
    },
    () => setFailure(null),
  );

  return (
    <FormPage
      title={t('verify.title')}
      back={{ to: doctorsPath, label: t('back') }}
      description={
        <>
          {t('verify.description')} <strong>{doctor.name}</strong> (#{doctor.id})
          {doctor.verifiedAt ? (
            <span className="block text-sm text-slate-600">
              {t('verify.verifiedOn', { date: format.dateTime(doctor.verifiedAt), by: doctor.verifiedBy ?? '—' })}
            </span>
          ) : null}
        </>
      }
      onSubmit={save}
      submitLabel={t('verify.submit')}
      submittingLabel={t('verify.submitting')}
      isSubmitting={verify.isPending}
      error={failure === null ? null : errorText(failure)}
    >
      <TextField label={t('form.idNumber')} required error={errorOf('idNumber')} {...form.register('idNumber')} />
      <TextField
        label={t('form.licenceNumber')}
        required
        error={errorOf('licenceNumber')}
        {...form.register('licenceNumber')}
      />
      {doctorDocumentSides.map((side) => (
        <ImageField
          key={side}
          side={side}
          doctor={doctor}
          error={translateFieldError(t, fileErrors[side])}
          onFile={(file) => chooseFile(side, file)}
        />
      ))}
    </FormPage>
  );
}
