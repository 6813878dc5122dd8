import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type ChecklistOption = { value: string; label: string };

export type FilterableChecklistProps = {
  /** The filter box's label ("Filter Specialties"): the caller's catalog words it. */
  filterLabel: string;
  /** Said when no choice matches the filter. */
  noneText: string;
  options: readonly ChecklistOption[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, isChecked: boolean) => void;
  /** A choice that cannot be ticked now (the list is full). */
  isDisabled?: ((value: string) => boolean) | undefined;
  /** Whether a filter box helps find a choice (long lists). */
  showFilter: boolean;
  /** Whether "nothing matches" may be said (not while the choices are loading). */
  canBeEmpty?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  /** Given to the first checkbox, so a refused list can be focused. */
  firstRef?: Ref<HTMLInputElement> | undefined;
};

/**
 * A checkbox per choice, by name, with a filter box for long lists: the specialties, tests and services of
 * a facility, in the back-office form and in the facility managers' space. Its words come from the caller,
 * so each side keeps them in its own catalog.
 */
export function FilterableChecklist({
  filterLabel,
  noneText,
  options,
  isChecked,
  onToggle,
  isDisabled,
  showFilter,
  canBeEmpty = true,
  onBlur,
  firstRef,
}: FilterableChecklistProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase(language);
  const shown = needle ? options.filter((o) => o.label.toLocaleLowerCase(language).includes(needle)) : options;
  return (
    <>
      {showFilter ? (
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800 sm:w-72">
          {filterLabel}
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="rounded-lg border border-slate-500 px-3 py-1.5 font-normal"
          />
        </label>
      ) : null}
      <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((option, index) => {
          const checked = isChecked(option.value);
          return (
            <li key={option.value}>
              <label className="flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && isDisabled?.(option.value) === true}
                  onChange={(event) => onToggle(option.value, event.target.checked)}
                  onBlur={onBlur}
                  ref={index === 0 ? firstRef : undefined}
                  className="h-4 w-4 accent-brand"
                />
                {option.label}
              </label>
            </li>
          );
        })}
        {canBeEmpty && shown.length === 0 ? <li className="text-sm text-slate-600">{noneText}</li> : null}
      </ul>
    </>
  );
}
