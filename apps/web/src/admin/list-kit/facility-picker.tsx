import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { facilityChoicesQueryOptions } from '../api/facility-choices-api';
import { ChoiceSearch, PickerField } from './choice-search';

export type ChosenFacility = { id: number; name: string };

/** The picker's texts, translated by the section that uses it. */
type SearchTexts = {
  label: string;
  search: string;
  searchPlaceholder: string;
  searching: string;
  noMatch: string;
  results: string;
  /** The button that chooses (or adds) a found facility. */
  choose: (facility: ChosenFacility) => string;
};

type FacilityPickerProps = {
  /** The field's translated error. */
  error?: string | undefined;
} & (
  | {
      /** One facility: once chosen, it is shown with a button to search again. */
      multiple?: false;
      chosen: ChosenFacility | null;
      onChoose: (facility: ChosenFacility | null) => void;
      texts: SearchTexts & { chosen: (facility: ChosenFacility) => string; change: string };
    }
  | {
      /** Several facilities: the linked ones, each removable, and the search that adds more. */
      multiple: true;
      chosen: ChosenFacility[];
      onChange: (next: ChosenFacility[]) => void;
      texts: SearchTexts & { none: string; remove: (facility: ChosenFacility) => string; already: string };
    }
);

/**
 * A facility of the back-office, searched by id or name: one chosen (New Booking), or several linked,
 * one already linked not offered twice (where a doctor practises).
 */
export function FacilityPicker(props: FacilityPickerProps) {
  const { error, texts } = props;
  const [text, setText] = useState('');
  const choices = useQuery(facilityChoicesQueryOptions(text));

  const search = (onChoose: (facility: ChosenFacility) => void, taken?: { ids: Set<number>; note: string }) => (
    <ChoiceSearch
      label={texts.search}
      placeholder={texts.searchPlaceholder}
      text={text}
      onSearch={setText}
      rows={choices.data?.data ?? []}
      isFetching={choices.isFetching}
      texts={{ searching: texts.searching, noMatch: texts.noMatch, results: texts.results }}
      chooseLabel={(row) => texts.choose({ id: row.id, name: row.name })}
      onChoose={(row) => onChoose({ id: row.id, name: row.name })}
      taken={taken}
    />
  );

  if (!props.multiple) {
    const { chosen, onChoose } = props;
    return (
      <PickerField label={texts.label} error={error}>
        {chosen ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
            <span className="font-semibold text-slate-900">{props.texts.chosen(chosen)}</span>
            <button
              type="button"
              onClick={() => onChoose(null)}
              className="rounded-md border border-brand px-2.5 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
            >
              {props.texts.change}
            </button>
          </div>
        ) : (
          search(onChoose)
        )}
      </PickerField>
    );
  }

  const { chosen, onChange } = props;
  const linked = new Set(chosen.map((facility) => facility.id));
  return (
    <PickerField label={texts.label} error={error}>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">{props.texts.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={texts.label}>
          {chosen.map((facility) => (
            <li
              key={facility.id}
              className="flex items-center gap-2 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1"
            >
              <span className="text-sm text-slate-900">
                {facility.name} <span className="font-mono text-xs text-slate-600">#{facility.id}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(chosen.filter((other) => other.id !== facility.id))}
                aria-label={props.texts.remove(facility)}
                className="rounded-full px-2 text-sm font-bold text-red-700 hover:bg-red-50"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {search((facility) => onChange([...chosen, facility]), { ids: linked, note: props.texts.already })}
    </PickerField>
  );
}
