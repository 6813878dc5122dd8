import { useId, type Ref } from 'react';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** The first, empty choice: "All regions", "Select a facility type"... None when a value is always set. */
  placeholder?: string | undefined;
  /** The list is being fetched or failed: shown as a disabled option, and the failure as a hint below. */
  status?: 'pending' | 'error' | 'success';
  loadingText?: string;
  errorText?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of extra descriptions (a validation message). */
  describedBy?: string | undefined;
  hint?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  requiredMark?: string;
};

export const fieldClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** A labelled native <select> with the loading and error states of spec 01 §8. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  status = 'success',
  loadingText,
  errorText,
  disabled,
  required,
  invalid,
  describedBy,
  hint,
  selectRef,
  requiredMark,
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const showError = status === 'error' && !disabled;
  const describedByIds = [describedBy, showError || hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-left">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required && requiredMark ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            {requiredMark}
          </span>
        ) : null}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        aria-busy={status === 'pending' && !disabled ? true : undefined}
        className={`${fieldClass} ${invalid ? 'border-red-700' : ''}`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {status === 'pending' && !disabled ? (
          <option value="__loading" disabled>
            {loadingText}
          </option>
        ) : null}
        {showError ? (
          <option value="__error" disabled>
            {errorText}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError || hint ? (
        <p id={hintId} className={`text-xs ${showError ? 'text-red-700' : 'text-slate-700'}`}>
          {showError ? errorText : hint}
        </p>
      ) : null}
    </div>
  );
}

/** "" means "no restriction"; anything else is a positive id. */
export const toId = (value: string): number | undefined => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
};
export const fromId = (id: number | undefined): string => (id === undefined ? '' : String(id));
