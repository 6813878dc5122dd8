import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../components/ui/field-styles';

type ReasonFieldProps = {
  label: string;
  /** Says what the reason is for and its limit ('At most 500 characters'). */
  hint: string;
  error: string | undefined;
  maxLength: number;
  rows?: number;
  registration: UseFormRegisterReturn;
};

/**
 * The required reason of a back-office action (a textarea), with its hint and error tied to it for
 * assistive technology.
 */
export function ReasonField({ label, hint, error, maxLength, rows = 3, registration }: ReasonFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={error ? invalidFieldClass : fieldClass}
        {...registration}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
