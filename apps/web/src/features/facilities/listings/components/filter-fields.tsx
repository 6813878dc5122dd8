import { SEARCH_QUERY_MAX } from '@hc/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { fieldClass, fieldLabelClass } from '../../../../components/ui/field-styles';
import { cleanQuery } from '../listing-state';

/** Spec 01 §9: typing is sent once it has been still for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

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
      <label id={`${id}-label`} htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        maxLength={SEARCH_QUERY_MAX}
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
