import type { LocalizedRef } from '@hc/shared';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectListStatus } from '../../../../components/ui/select-field';
import { toReferenceOptions } from '../../../../lib/reference-options';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

/** Above this many choices, a filter box helps find one. */
const FILTER_FROM = 12;

type ReferenceChecklistProps = {
  form: FacilityForm;
  errorOf: ErrorOf;
  name: 'specialtyIds' | 'testIds';
  legend: string;
  rows: readonly LocalizedRef[] | undefined;
  status: SelectListStatus;
};

/** The specialties of a hospital or the tests of a laboratory: a checkbox per choice, by name. */
export function ReferenceChecklist({ form, errorOf, name, legend, rows, status }: ReferenceChecklistProps) {
  const { t, i18n } = useTranslation('facility-form');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { field } = useController({ control: form.control, name });
  const [filter, setFilter] = useState('');
  const errorId = useId();
  const selected = new Set(field.value);
  const options = toReferenceOptions(rows, language);
  const needle = filter.trim().toLocaleLowerCase(language);
  const shown = needle ? options.filter((o) => o.label.toLocaleLowerCase(language).includes(needle)) : options;
  const error = errorOf(name);

  const toggle = (id: number, isChecked: boolean) =>
    field.onChange(isChecked ? [...field.value, id] : field.value.filter((known) => known !== id));

  return (
    <fieldset className="flex flex-col gap-2 md:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        {legend} {selected.size > 0 ? t('references.selected', { count: selected.size }) : null}
      </legend>
      {status === 'pending' ? <p className="text-sm text-slate-700">{t('references.loading')}</p> : null}
      {status === 'error' ? <p className="text-sm text-red-700">{t('references.loadError')}</p> : null}
      {options.length > FILTER_FROM ? (
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800 sm:w-72">
          {t('references.filter', { list: legend })}
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="rounded-lg border border-slate-500 px-3 py-1.5 font-normal"
          />
        </label>
      ) : null}
      <ul className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((option) => {
          const id = Number(option.value);
          return (
            <li key={option.value}>
              <label className="flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  checked={selected.has(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                  className="h-4 w-4 accent-brand"
                />
                {option.label}
              </label>
            </li>
          );
        })}
        {status === 'success' && shown.length === 0 ? (
          <li className="text-sm text-slate-600">{t('references.none')}</li>
        ) : null}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
