import { useId, type ComponentProps, type ReactNode } from 'react';
import { fieldClass, fieldLabelClass, invalidFieldClass } from './field-styles';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  label: ReactNode;
  /** A rule shown under the field (e.g. the password length). */
  hint?: ReactNode;
  /** The field's error, announced with it and linked by aria-describedby. */
  error?: string | null | undefined;
  /** Classes for the wrapper. */
  className?: string;
};

/**
 * A labelled input with its hint and error tied to it for assistive technology. React 19 passes `ref`
 * as a prop, so react-hook-form's `{...register('email')}` works here as on a plain input.
 */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${error ? invalidFieldClass : fieldClass} placeholder:text-slate-500 read-only:bg-slate-100`}
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
