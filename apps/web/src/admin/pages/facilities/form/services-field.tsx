import { facilityServiceCodes, isFacilityServiceCode, serviceName } from '@hc/shared';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../../components/ui/icons';
import type { ErrorOf, FacilityForm } from './facility-form-schema';
import { FilterableChecklist } from './filterable-checklist';

/** The API's limit of the list (adminFacilityCreateSchema.services). */
const SERVICES_MAX = 50;

/**
 * Services Offered: a checkbox per service of the catalogue, saved as its code. Texts saved before the
 * catalogue existed stay listed apart, as written, until someone removes them: dropping them silently on
 * the next save would lose what staff once typed.
 */
export function ServicesField({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t, i18n } = useTranslation('facility-form');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const {
    field: { value: services, onChange, onBlur, ref },
  } = useController({ control: form.control, name: 'services' });
  const hintId = useId();
  const errorId = useId();
  const legacyId = useId();
  const selected = new Set(services);
  const isFull = services.length >= SERVICES_MAX;
  const legacy = services.flatMap((service, index) => (isFacilityServiceCode(service) ? [] : [{ service, index }]));
  const options = facilityServiceCodes
    .map((code) => ({ value: code, label: serviceName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const error = errorOf('services');

  const toggle = (code: string, isChecked: boolean) =>
    onChange(isChecked ? [...services, code] : services.filter((known) => known !== code));

  return (
    <fieldset className="flex flex-col gap-2 md:col-span-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        {t('fields.services')} {selected.size > 0 ? t('references.selected', { count: selected.size }) : null}
      </legend>
      <p id={hintId} className="text-sm text-slate-700">
        {isFull ? t('services.full', { max: SERVICES_MAX }) : t('services.hint')}
      </p>
      <FilterableChecklist
        listName={t('fields.services')}
        options={options}
        isChecked={(code) => selected.has(code)}
        onToggle={toggle}
        isDisabled={() => isFull}
        showFilter
        onBlur={onBlur}
        // A refused list is focused on its first choice.
        firstRef={ref}
      />
      {legacy.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p id={legacyId} className="text-sm font-semibold text-slate-800">
            {t('services.legacyTitle')}
          </p>
          <p className="text-sm text-slate-700">{t('services.legacyHint')}</p>
          <ul aria-labelledby={legacyId} className="flex flex-wrap gap-2">
            {legacy.map(({ service, index }) => {
              const itemError = errorOf(`services.${index}`);
              return (
                <li
                  key={service}
                  className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
                    itemError ? 'border-red-700 bg-red-50 text-red-800' : 'border-slate-300 bg-slate-100 text-slate-800'
                  }`}
                >
                  <span>{service}</span>
                  {itemError ? <span className="font-medium">({itemError})</span> : null}
                  <button
                    type="button"
                    aria-label={t('services.remove', { service })}
                    onClick={() => onChange(services.filter((_, at) => at !== index))}
                    className="rounded-full p-0.5 hover:bg-slate-200"
                  >
                    <CloseIcon className="h-4 w-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
