import { useId } from 'react';
import { fieldClass, fieldLabelClass } from '../../../components/ui/field-styles';
import { fromDoualaInput, toDoualaInput } from './douala-time';

type DateTimeFilterProps = {
  label: string;
  hint: string;
  /** The instant kept in the URL (ISO with +01:00), or ''. */
  value: string;
  onChange: (iso: string | null) => void;
};

/** A 'from' or 'to' time of the list, typed in Douala time and kept in the URL with its offset. */
export function DateTimeFilter({ label, hint, value, onChange }: DateTimeFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        value={toDoualaInput(value)}
        onChange={(event) => onChange(fromDoualaInput(event.target.value) || null)}
        aria-describedby={`${id}-hint`}
        className={fieldClass}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
