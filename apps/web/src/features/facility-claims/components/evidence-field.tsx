import { doctorDocumentTypes } from '@hc/shared';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { CLAIM_NAMESPACE } from '../catalogs';
import { EVIDENCE_MAX_MB, type ClaimFormInput, type ClaimFormValues } from '../lib/claim-form';

/**
 * The evidence image (a licence, an authorisation, an official document). Checked as soon as it is chosen
 * (type and size, lib/claim-form.ts), so the message comes before any upload. The file stays in the form's
 * values: shown by name when the input is drawn again (after signing in anew), since a file input cannot
 * be given a file back.
 */
export function EvidenceField({
  control,
  error,
  onChosen,
}: {
  control: Control<ClaimFormInput, unknown, ClaimFormValues>;
  error: string | undefined;
  /** Checks the file chosen at once (the form's `trigger('evidence')`). */
  onChosen: () => void;
}) {
  const { t } = useTranslation(CLAIM_NAMESPACE);
  const id = useId();
  const {
    field: { value, onChange, onBlur, ref, name },
  } = useController({ control, name: 'evidence' });
  const chosen = value instanceof File ? value : null;
  const describedBy = [`${id}-hint`, chosen ? `${id}-chosen` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {t('form.evidence.label')}
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="file"
        accept={doctorDocumentTypes.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.files?.[0]);
          onChosen();
        }}
        onBlur={onBlur}
        className={`${error ? invalidFieldClass : fieldClass} min-w-0 file:mr-3 file:rounded file:border-0 file:bg-brand/10 file:px-2 file:py-1 file:font-semibold file:text-brand`}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('form.evidence.hint', { maximumMb: EVIDENCE_MAX_MB })}
      </p>
      {chosen ? (
        <p id={`${id}-chosen`} className="text-sm wrap-anywhere text-slate-800">
          {t('form.evidence.chosen', { name: chosen.name })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
