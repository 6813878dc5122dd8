import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { cleanQuery } from '../listing-state';

/** Spec 01 §9: typing is sent once it has been still for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export const fieldClass =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';
const labelClass = 'text-sm font-semibold text-slate-800';

export type Option = { value: number; label: string };

type SelectFilterProps = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  options: Option[];
  placeholder: string;
  status: 'pending' | 'error' | 'success';
  loadingText: string;
  errorText: string;
  disabled?: boolean;
  /** Why it is disabled ("Choose a region first"), read with the field. */
  disabledHint?: string;
};

/** A labelled native select; "" is "no restriction". */
export function SelectFilter(props: SelectFilterProps) {
  const { label, value, onChange, options, placeholder, status, loadingText, errorText, disabled } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const isLoading = status === 'pending' && !disabled;
  const showError = status === 'error' && !disabled;
  const hint = showError ? errorText : disabled ? props.disabledHint : undefined;
  // A chosen id whose list is still loading is kept as an option, so the select shows no wrong value.
  const hasValue = value !== undefined && options.some((option) => option.value === value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(event.target.value && Number.isInteger(next) && next > 0 ? next : undefined);
        }}
        disabled={disabled}
        aria-busy={isLoading || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={fieldClass}
      >
        <option value="">{placeholder}</option>
        {value !== undefined && !hasValue ? (
          <option value={String(value)}>{isLoading ? loadingText : value}</option>
        ) : null}
        {isLoading ? (
          <option value="__loading" disabled>
            {loadingText}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className={`text-xs ${showError ? 'text-red-700' : 'text-slate-700'}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type SearchFilterProps = {
  label: string;
  placeholder: string;
  /** The query held in the URL. */
  value: string;
  /** Called once the typing has stopped for 300 ms, or at once on Enter. */
  onCommit: (query: string) => void;
};

/**
 * The name box: what is typed shows at once and goes to the URL once still; a change of the URL
 * from elsewhere (Back, Reset) replaces what is shown.
 */
export function SearchFilter({ label, placeholder, value, onCommit }: SearchFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Our own commit comes back trimmed: keep what is being typed ("abc " stays "abc ").
    if (value !== cleanQuery(draft)) setDraft(value);
  }
  const commit = useEffectEvent((text: string) => {
    if (cleanQuery(text) !== value) onCommit(text);
  });
  useEffect(() => {
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cleanQuery(draft) !== value) onCommit(draft);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="flex min-w-0 flex-col gap-1" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={fieldClass}
      />
    </form>
  );
}

type CheckboxFilterProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

export function CheckboxFilter({ label, checked, onChange }: CheckboxFilterProps) {
  const id = useId();
  // The URL is the source of truth, but it updates in a transition: show the click at once so the
  // box never flickers back while the new URL is being applied.
  const [shown, setShown] = useState(checked);
  const [fromUrl, setFromUrl] = useState(checked);
  if (checked !== fromUrl) {
    setFromUrl(checked);
    setShown(checked);
  }
  return (
    <div className="flex items-center gap-2 self-end py-2">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className="h-5 w-5 rounded border-slate-500 accent-brand"
      />
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
    </div>
  );
}
