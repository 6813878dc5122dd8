import type { LocalizedRef } from '@hc/shared';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectListStatus } from '../../../../components/ui/select-field';
import { toReferenceOptions } from '../../../../lib/reference-options';
import type { ErrorOf, FacilityForm } from './facility-form-schema';
import { FilterableChecklist } from './filterable-checklist';

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
  const errorId = useId();
  const selected = new Set(field.value);
  const options = toReferenceOptions(rows, language);
  const error = errorOf(name);

  const toggle = (value: string, isChecked: boolean) => {
    const id = Number(value);
    field.onChange(isChecked ? [...field.value, id] : field.value.filter((known) => known !== id));
  };

  return (
    <fieldset className="flex flex-col gap-2 md:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        {legend} {selected.size > 0 ? t('references.selected', { count: selected.size }) : null}
      </legend>
      {status === 'pending' ? <p className="text-sm text-slate-700">{t('references.loading')}</p> : null}
      {status === 'error' ? <p className="text-sm text-red-700">{t('references.loadError')}</p> : null}
      <FilterableChecklist
        listName={legend}
        options={options}
        isChecked={(value) => selected.has(Number(value))}
        onToggle={toggle}
        showFilter={options.length > FILTER_FROM}
        canBeEmpty={status === 'success'}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
