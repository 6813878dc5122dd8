import { serviceName, weekdays, type LocalizedRef } from '@hc/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOURS_NAMESPACE } from '../../../../components/hours/weekly-hours-editor';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../../lib/api/geography';
import { labTestsQueryOptions } from '../../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../../lib/api/specialties';
import { localizedName } from '../../../../lib/localized';
import type { FacilityFormField, FacilityFormValues } from './facility-form-schema';

/** The label of an API field named by a 409 `changed_meanwhile` (or of a field the form does not show). */
const labelKeys: Record<string, string> = {
  name: 'fields.name',
  facilityType: 'fields.facilityType',
  category: 'fields.facilityType',
  email: 'fields.email',
  phone: 'fields.phone',
  website: 'fields.website',
  licenseNumber: 'fields.licenseNumber',
  registrationDate: 'fields.registrationDate',
  openingHours: 'sections.hours',
  services: 'fields.services',
  capacity: 'fields.capacity',
  address: 'fields.address',
  regionId: 'fields.region',
  divisionId: 'fields.division',
  subdivisionId: 'fields.subdivision',
  latitude: 'fields.latitude',
  longitude: 'fields.longitude',
  specialtyIds: 'fields.specialties',
  testIds: 'fields.tests',
  featuredRank: 'fields.featured',
  operator: 'fields.operator',
  emergency: 'fields.emergency',
  beds: 'fields.beds',
  status: 'otherFields.status',
  suspensionReason: 'otherFields.suspensionReason',
  archivedAt: 'otherFields.archivedAt',
  source: 'otherFields.source',
  version: 'otherFields.version',
};

export const apiFieldLabel = (t: TFunction<'facility-form'>, apiField: string): string =>
  t(labelKeys[apiField] ?? 'otherFields.other');

/** What the user had typed in a field, said in words ("08:00–18:00 every day", "Cardiology, Surgery"). */
export type UnsavedValue = { field: FacilityFormField; label: string; value: string };

function names(rows: readonly LocalizedRef[] | undefined, ids: readonly number[], language: string): string {
  return ids
    .map(
      (id) =>
        localizedName(
          rows?.find((row) => row.id === id),
          language,
        ) || `#${id}`,
    )
    .join(', ');
}

/** A form field's value as a short text, for the "your unsaved values" list. */
export function describeValue(
  field: FacilityFormField,
  values: FacilityFormValues,
  t: TFunction<['facility-form', typeof HOURS_NAMESPACE]>,
  language: string,
  cache: QueryClient,
): string {
  const empty = t('conflict.empty');
  const id = (value: string) => (value === '' ? null : Number(value));
  const place = (rows: readonly LocalizedRef[] | undefined, value: string) =>
    value === '' ? empty : names(rows, [Number(value)], language);
  switch (field) {
    case 'facilityType':
      return values.facilityType ? t(`types.${values.facilityType}`) : empty;
    case 'hours': {
      if (!values.hours.known) return t('hours.unknownShort');
      return weekdays
        .map((day) => {
          const { mode, intervals } = values.hours.days[day];
          const text =
            mode === 'hours'
              ? intervals.map((i) => `${i.opens || '?'}–${i.closes || '?'}`).join(', ')
              : t(`${HOURS_NAMESPACE}:modes.${mode}`);
          return `${t(`hours.short.${day}`)} ${text}`;
        })
        .join('; ');
    }
    case 'services':
      return values.services.map((service) => serviceName(service, language)).join(', ') || empty;
    case 'regionId':
      return place(cache.getQueryData(regionsQueryOptions().queryKey), values.regionId);
    case 'divisionId':
      return place(
        cache.getQueryData(divisionsQueryOptions(id(values.regionId) ?? undefined).queryKey),
        values.divisionId,
      );
    case 'subdivisionId':
      return place(
        cache.getQueryData(subdivisionsQueryOptions(id(values.divisionId) ?? undefined).queryKey),
        values.subdivisionId,
      );
    case 'specialtyIds':
      return names(cache.getQueryData(specialtiesQueryOptions().queryKey), values.specialtyIds, language) || empty;
    case 'testIds':
      return names(cache.getQueryData(labTestsQueryOptions().queryKey), values.testIds, language) || empty;
    case 'featured':
      return values.featured.isFeatured
        ? t('conflict.featuredAt', { rank: values.featured.rank || '?' })
        : t('conflict.notFeatured');
    case 'emergency':
      return t(`emergency.${values.emergency || 'unknown'}`);
    default: {
      const value = values[field];
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : empty;
    }
  }
}

/** The label of a form field, where its catalog key is not `fields.<name>`. */
const formLabelKeys: Partial<Record<FacilityFormField, string>> = {
  hours: 'sections.hours',
  regionId: 'fields.region',
  divisionId: 'fields.division',
  subdivisionId: 'fields.subdivision',
  specialtyIds: 'fields.specialties',
  testIds: 'fields.tests',
};

/** The labels and texts of the user's own values of the fields someone else changed meanwhile. */
export function useDescribeUnsaved() {
  // The days' modes are the weekly hours editor's words.
  const { t, i18n } = useTranslation(['facility-form', HOURS_NAMESPACE]);
  const cache = useQueryClient();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (fields: readonly FacilityFormField[], values: FacilityFormValues): UnsavedValue[] =>
    fields.map((field) => ({
      field,
      label: t(formLabelKeys[field] ?? `fields.${field}`),
      value: describeValue(field, values, t, language, cache),
    }));
}

export type Conflict = {
  /** The API fields changed meanwhile, as the 409 named them. */
  apiFields: string[];
  /** What this user had changed in those fields: shown, never silently dropped. */
  unsaved: UnsavedValue[];
  /** The latest version has been loaded into the form. */
  isReloaded: boolean;
};

type ConflictBannerProps = {
  conflict: Conflict;
  onReload: () => void;
  isReloading: boolean;
};

/**
 * The 409 of an edit: someone saved this facility since it was opened. Lists the fields they changed
 * and the user's own unsaved values for them, and offers to load the latest version (the user's other
 * changes are kept).
 */
export function ConflictBanner({ conflict, onReload, isReloading }: ConflictBannerProps) {
  const { t } = useTranslation('facility-form');
  const titleId = useId();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), [conflict]);
  const labels = [...new Set(conflict.apiFields.map((field) => apiFieldLabel(t, field)))];

  return (
    <div
      ref={banner}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 md:col-span-2"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {conflict.isReloaded ? t('conflict.reloadedTitle') : t('conflict.title')}
      </h2>
      <p>{t('conflict.changedFields')}</p>
      <ul className="list-disc pl-6 font-semibold">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {conflict.unsaved.length > 0 ? (
        <>
          <p>{conflict.isReloaded ? t('conflict.unsavedAfterReload') : t('conflict.unsaved')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {conflict.unsaved.map((entry) => (
              <div key={entry.field} className="contents">
                <dt className="font-semibold">{entry.label}</dt>
                <dd className="break-words">{entry.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {conflict.isReloaded ? (
        <p>{t('conflict.reloadedText')}</p>
      ) : (
        <button
          type="button"
          onClick={onReload}
          disabled={isReloading}
          className="w-fit rounded-md bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 disabled:opacity-70"
        >
          {isReloading ? t('conflict.reloading') : t('conflict.reload')}
        </button>
      )}
    </div>
  );
}
