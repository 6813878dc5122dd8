import {
  facilityServiceCodes,
  isFacilityServiceCode,
  managedFacilityUpdateSchema,
  serviceName,
  type LocalizedRef,
  type ManagedFacility,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterableChecklist } from '../../../components/checklist/filterable-checklist';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { labTestsQueryOptions } from '../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../lib/api/specialties';
import { toReferenceOptions } from '../../../lib/reference-options';
import { MANAGER_NAMESPACE } from '../catalogs';
import { ManagerSection, useManagerSection } from './section-kit';

/** The contract's limit of the services list. */
const SERVICES_MAX = 50;
/** Above this many choices, a filter box helps find one. */
const FILTER_FROM = 12;

const careSchema = managedFacilityUpdateSchema.pick({ services: true, specialtyIds: true, testIds: true }).required();
type CareValues = { services: string[]; specialtyIds: number[]; testIds: number[] };

const valuesOf = (facility: ManagedFacility): CareValues => ({
  services: facility.services,
  specialtyIds: facility.specialtyIds,
  testIds: facility.testIds,
});

/** Tests for laboratories and hospitals, specialties for hospitals (what the public pages show of each). */
const hasTests = (facility: ManagedFacility) => facility.category !== 'pharmacy';
const hasSpecialties = (facility: ManagedFacility) => facility.category === 'hospital';

type ListProps = { control: Control<CareValues>; error: string | undefined };

function ServicesList({ control, error }: ListProps) {
  const { t, i18n } = useTranslation(MANAGER_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { field } = useController({ control, name: 'services' });
  const hintId = useId();
  const services = field.value;
  const selected = new Set(services);
  const isFull = services.length >= SERVICES_MAX;
  // Texts saved before the catalogue existed stay, as written, until the manager removes them.
  const legacy = services.filter((service) => !isFacilityServiceCode(service));
  const options = facilityServiceCodes
    .map((code) => ({ value: code, label: serviceName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 font-semibold text-slate-900">
        {t('care.services')} {selected.size > 0 ? t('care.selected', { count: selected.size }) : null}
      </legend>
      <p id={hintId} className="text-sm text-slate-700">
        {isFull ? t('care.servicesFull', { max: SERVICES_MAX }) : t('care.servicesHint')}
      </p>
      <FilterableChecklist
        filterLabel={t('care.filter', { list: t('care.services') })}
        noneText={t('care.none')}
        options={options}
        isChecked={(code) => selected.has(code)}
        onToggle={(code, isChecked) =>
          field.onChange(isChecked ? [...services, code] : services.filter((known) => known !== code))
        }
        isDisabled={() => isFull}
        showFilter
        onBlur={field.onBlur}
        firstRef={field.ref}
      />
      {legacy.length > 0 ? (
        <ul aria-label={t('care.otherServices')} className="flex flex-wrap gap-2">
          {legacy.map((service) => (
            <li
              key={service}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm"
            >
              {service}
              <button
                type="button"
                className="font-semibold text-red-700 underline"
                aria-label={t('care.removeService', { service })}
                onClick={() => field.onChange(services.filter((known) => known !== service))}
              >
                {t('care.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function ReferenceList({
  control,
  error,
  name,
  legend,
  rows,
  status,
}: ListProps & {
  name: 'specialtyIds' | 'testIds';
  legend: string;
  rows: readonly LocalizedRef[] | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  const { t, i18n } = useTranslation(MANAGER_NAMESPACE);
  const { field } = useController({ control, name });
  const selected = new Set(field.value);
  const options = toReferenceOptions(rows, i18n.resolvedLanguage ?? i18n.language);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-slate-900">
        {legend} {selected.size > 0 ? t('care.selected', { count: selected.size }) : null}
      </legend>
      {status === 'pending' ? <p className="text-sm text-slate-700">{t('loading')}</p> : null}
      {status === 'error' ? <p className="text-sm text-red-700">{t('care.loadError')}</p> : null}
      <FilterableChecklist
        filterLabel={t('care.filter', { list: legend })}
        noneText={t('care.none')}
        options={options}
        isChecked={(value) => selected.has(Number(value))}
        onToggle={(value, isChecked) =>
          field.onChange(
            isChecked ? [...field.value, Number(value)] : field.value.filter((known) => known !== Number(value)),
          )
        }
        showFilter={options.length > FILTER_FROM}
        canBeEmpty={status === 'success'}
      />
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** Services, tests and specialties: the back-office's checklists, with the catalogue's names. */
export function CareSection({ facility, reload }: { facility: ManagedFacility; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const withTests = hasTests(facility);
  const withSpecialties = hasSpecialties(facility);
  const specialties = useQuery({ ...specialtiesQueryOptions(), enabled: withSpecialties });
  const tests = useQuery({ ...labTestsQueryOptions(), enabled: withTests });
  const state = useManagerSection({
    facility,
    schema: careSchema,
    valuesOf,
    // Only the lists this kind of facility shows are sent.
    toBody: (values) => ({
      services: values.services,
      ...(withSpecialties ? { specialtyIds: values.specialtyIds } : {}),
      ...(withTests ? { testIds: values.testIds } : {}),
    }),
    reload,
  });
  const errorOf = bindFieldErrors(t, state.form.formState.errors);
  const control = state.form.control as unknown as Control<CareValues>;
  return (
    <ManagerSection title={t('care.title')} saveLabel={t('care.save')} savedText={t('care.saved')} state={state}>
      <ServicesList control={control} error={errorOf('services')} />
      {withTests ? (
        <ReferenceList
          control={control}
          error={errorOf('testIds')}
          name="testIds"
          legend={t('care.tests')}
          rows={tests.data}
          status={tests.status}
        />
      ) : null}
      {withSpecialties ? (
        <ReferenceList
          control={control}
          error={errorOf('specialtyIds')}
          name="specialtyIds"
          legend={t('care.specialties')}
          rows={specialties.data}
          status={specialties.status}
        />
      ) : null}
    </ManagerSection>
  );
}
