import { useId, type ChangeEvent, type FocusEventHandler, type ReactElement, type Ref } from 'react';
import { fieldClass, fieldLabelClass, invalidFieldClass } from './field-styles';
import { ChevronDownIcon } from './icons';

export type SelectOption = {
  value: string;
  label: string;
  /** A longer name, shown on hover ("English" for "ENG"). */
  title?: string | undefined;
  disabled?: boolean | undefined;
};

/** The state of the request that fills the list (TanStack Query's `status`). */
export type SelectListStatus = 'pending' | 'error' | 'success';

type CommonProps = {
  label: string;
  options: readonly SelectOption[];
  name?: string | undefined;
  /** The first, empty choice ("All regions", "Select a facility type"...). None when a value is always set. */
  placeholder?: string | undefined;
  /** The list is being fetched or failed (spec 01 §8): shown as a disabled option, the failure also below. */
  status?: SelectListStatus | undefined;
  loadingText?: string | undefined;
  errorText?: string | undefined;
  disabled?: boolean | undefined;
  /** Why it is disabled ("Choose a region first"), read with the field while it is disabled. */
  disabledHint?: string | undefined;
  /** A note under the field. */
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Shown after the label of a required field ("*"); hidden from screen readers, which hear "required". */
  requiredMark?: string | undefined;
  /** A validation message, shown under the field and tied to it (aria-invalid, aria-describedby). */
  error?: string | null | undefined;
  /** Marks the field invalid when the message is shown elsewhere (a banner named by `describedBy`). */
  invalid?: boolean | undefined;
  /** Ids of extra descriptions. */
  describedBy?: string | undefined;
  onBlur?: FocusEventHandler<HTMLSelectElement> | undefined;
  /** React 19: a plain prop; react-hook-form's `register()` ref works here. */
  ref?: Ref<HTMLSelectElement> | undefined;
  /** The label is read by screen readers only (the field explains itself, as the language switcher). */
  isLabelHidden?: boolean | undefined;
  /** 'field': a full-width form field; 'compact': a small inline select with its own chevron. */
  variant?: 'field' | 'compact' | undefined;
  /** Classes for the wrapper (grid placement...). */
  className?: string | undefined;
};

/** Controlled: the value, and the new value on change. */
type ControlledProps = {
  value: string;
  onChange: (value: string) => void;
  defaultValue?: undefined;
};

/** Uncontrolled (react-hook-form's `{...register('field')}`): the change event itself on change. */
type UncontrolledProps = {
  value?: undefined;
  defaultValue?: string | undefined;
  onChange?: ((event: ChangeEvent<HTMLSelectElement>) => unknown) | undefined;
};

export type ControlledSelectFieldProps = CommonProps & ControlledProps;
export type UncontrolledSelectFieldProps = CommonProps & UncontrolledProps;
export type SelectFieldProps = ControlledSelectFieldProps | UncontrolledSelectFieldProps;

const compactClass =
  'cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-2 pl-2 pr-7 text-sm font-semibold text-slate-800 hover:border-brand';

/**
 * The one labelled native <select> of the app: keyboard usable everywhere, no script weight. It has
 * the loading and error states of spec 01 §8, keeps a chosen value its list does not hold (yet), and
 * works both controlled (`value` + `onChange(value)`) and with react-hook-form's `register()`.
 */
export function SelectField(props: ControlledSelectFieldProps): ReactElement;
export function SelectField(props: UncontrolledSelectFieldProps): ReactElement;
export function SelectField(props: SelectFieldProps): ReactElement {
  const {
    label,
    options,
    name,
    placeholder,
    status = 'success',
    loadingText,
    errorText,
    disabled,
    disabledHint,
    hint,
    required,
    requiredMark,
    error,
    invalid,
    describedBy,
    onBlur,
    ref,
    isLabelHidden,
    variant = 'field',
    className,
  } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isLoading = status === 'pending' && !disabled;
  const isListError = status === 'error' && !disabled;
  const hintText = isListError ? errorText : disabled && disabledHint ? disabledHint : hint;
  const isInvalid = Boolean(invalid || error);
  const describedByIds =
    [describedBy, hintText ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  // A chosen value whose list is still loading (or no longer has it) is kept as an option, so the
  // select shows no wrong value and the choice survives until the list arrives.
  const missingValue =
    props.value !== undefined && props.value !== '' && !options.some((option) => option.value === props.value)
      ? props.value
      : null;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (props.value !== undefined) props.onChange(event.target.value);
    else props.onChange?.(event);
  };

  const isCompact = variant === 'compact';
  const selectClass = isCompact ? compactClass : isInvalid ? invalidFieldClass : fieldClass;

  return (
    <div
      className={`${isCompact ? 'relative flex items-center' : 'flex min-w-0 flex-col gap-1 text-left'} ${className ?? ''}`}
    >
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : fieldLabelClass}>
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
        ref={ref}
        name={name}
        {...(props.value !== undefined ? { value: props.value } : { defaultValue: props.defaultValue })}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds}
        aria-busy={isLoading || undefined}
        className={selectClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {missingValue !== null ? (
          <option value={missingValue}>{isLoading && loadingText ? loadingText : missingValue}</option>
        ) : null}
        {isLoading ? (
          <option value="__loading" disabled>
            {loadingText}
          </option>
        ) : null}
        {isListError ? (
          <option value="__error" disabled>
            {errorText}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.title} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {isCompact ? <ChevronDownIcon className="pointer-events-none absolute right-1.5 h-4 w-4 text-slate-600" /> : null}
      {hintText ? (
        <p id={hintId} className={`text-xs ${isListError ? 'text-red-700' : 'text-slate-700'}`}>
          {hintText}
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

/** "" means "no restriction"; anything else is a positive id. */
export const toId = (value: string): number | undefined => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The select value of an optional id. */
export const fromId = (id: number | undefined): string => (id === undefined ? '' : String(id));
