import { useId, type ReactNode } from 'react';
import { fieldLabelClass } from '../../components/ui/field-styles';
import { SearchBox } from './search-box';

type PickerFieldProps = {
  label: string;
  /** The field's translated error, read with the group. */
  error?: string | undefined;
  children: ReactNode;
};

/** A form field made of several controls (what is chosen, a search): one labelled group, full width. */
export function PickerField({ label, error, children }: PickerFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div
      className="flex flex-col gap-2 md:col-span-2"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className={fieldLabelClass}>
        {label}
      </span>
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Choice = { id: number; name: string };

type ChoiceSearchProps<Row extends Choice> = {
  label: string;
  placeholder: string;
  /** What was searched for; nothing is listed before a search. */
  text: string;
  onSearch: (text: string) => void;
  /** The rows the search found, and whether it is still running. */
  rows: readonly Row[];
  isFetching: boolean;
  texts: { searching: string; noMatch: string; results: string };
  /** Each result's accessible name ('Add #12 Hôpital Central'). */
  chooseLabel: (row: Row) => string;
  onChoose: (row: Row) => void;
  /** Rows already chosen: listed but not offered again, with the note beside them. */
  taken?: { ids: ReadonlySet<number>; note: string } | undefined;
};

/** A search by id or name, then its results as buttons ('#12 Hôpital Central'), one click choosing one. */
export function ChoiceSearch<Row extends Choice>(props: ChoiceSearchProps<Row>) {
  const { text, rows, isFetching, texts, taken } = props;
  const results = () => {
    if (isFetching && rows.length === 0)
      return (
        <p role="status" className="text-sm text-slate-600">
          {texts.searching}
        </p>
      );
    if (rows.length === 0)
      return (
        <p role="status" className="text-sm text-slate-600">
          {texts.noMatch}
        </p>
      );
    return (
      <ul aria-label={texts.results} className="flex flex-col gap-1">
        {rows.map((row) => {
          const isTaken = taken?.ids.has(row.id) ?? false;
          return (
            <li key={row.id}>
              <button
                type="button"
                disabled={isTaken}
                onClick={() => props.onChoose(row)}
                aria-label={props.chooseLabel(row)}
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-left hover:bg-brand/10 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="font-mono">#{row.id}</span> {row.name}
                {isTaken ? <span className="ml-2 text-sm text-slate-600">({taken?.note})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <>
      <SearchBox label={props.label} placeholder={props.placeholder} value={text} onSearch={props.onSearch} />
      {text ? results() : null}
    </>
  );
}
