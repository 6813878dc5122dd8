import { ADMIN_SEARCH_MAX } from '@hc/shared';
import { useEffect, useId, useState } from 'react';
import { fieldClass, fieldLabelClass } from '../../components/ui/field-styles';

type SearchBoxProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
};

/** A search field that reports what was typed once typing pauses. */
export function SearchBox({ label, value, onSearch, placeholder, delayMs = 350 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The URL changed by other means (back button, reset): show it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

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
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className={`${fieldClass} placeholder:text-slate-500`}
      />
    </div>
  );
}
