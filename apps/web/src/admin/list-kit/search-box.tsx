import { ADMIN_SEARCH_MAX } from '@hc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldClass, fieldLabelClass } from '../../components/ui/field-styles';

type SearchBoxProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
};

/**
 * A search field that reports what was typed once typing pauses, or at once when the field is left: a
 * pause ending after the person has clicked a link (a row's Open) would otherwise rewrite the address
 * they went to with the list's search, while the page they asked for is still loading.
 */
export function SearchBox({ label, value, onSearch, placeholder, delayMs = 350 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The URL changed by other means (back button, reset): show it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    pending.current = timer;
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  const searchNow = () => {
    clearTimeout(pending.current);
    if (text.trim() !== value.trim()) onSearch(text.trim());
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            clearTimeout(pending.current);
            onSearch(text.trim());
          }
        }}
        onBlur={searchNow}
        className={`${fieldClass} placeholder:text-slate-500`}
      />
    </div>
  );
}
