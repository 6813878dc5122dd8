import { PAYMENT_NOTE_MAX } from '@hc/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';

/** A labelled note (a textarea), with its hint and error tied to it for assistive technology. */
export function NoteField({
  label,
  hint,
  error,
  isRequired = false,
  registration,
  className,
}: {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  isRequired?: boolean;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={PAYMENT_NOTE_MAX}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={error ? invalidFieldClass : fieldClass}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
