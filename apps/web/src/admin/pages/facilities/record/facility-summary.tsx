import { toTelHref, type AdminFacility } from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FACILITIES_NAMESPACE } from '../list/facility-ui';
import { EMPTY_VALUE, useFormatValue } from './format-value';
import type { NameOf } from './reference-names';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** The facility's main fields, read-only (editing is the Edit page's work). */
export function FacilitySummary({ facility, nameOf }: { facility: AdminFacility; nameOf: NameOf }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const formatValue = useFormatValue(nameOf);
  const show = (field: keyof AdminFacility) => formatValue(field, facility[field]);

  const place = [
    facility.subdivisionId === null ? null : show('subdivisionId'),
    facility.divisionId === null ? null : show('divisionId'),
    facility.regionId === null ? null : show('regionId'),
  ].filter(Boolean);
  const position =
    facility.latitude !== null && facility.longitude !== null
      ? `${facility.latitude}, ${facility.longitude}`
      : EMPTY_VALUE;

  const items: { key: string; label: string; value: ReactNode }[] = [
    { key: 'id', label: t('fields.id'), value: <span className="font-mono">{facility.id}</span> },
    { key: 'facilityType', label: t('fields.facilityType'), value: show('facilityType') },
    { key: 'category', label: t('fields.category'), value: show('category') },
    { key: 'email', label: t('fields.email'), value: show('email') },
    {
      key: 'phone',
      label: t('fields.phone'),
      value: facility.phone ? (
        <a href={toTelHref(facility.phone)} className="text-brand underline-offset-2 hover:underline">
          {facility.phone}
        </a>
      ) : (
        EMPTY_VALUE
      ),
    },
    {
      key: 'website',
      label: t('fields.website'),
      value:
        facility.website && isWebAddress(facility.website) ? (
          <a
            href={facility.website}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand underline-offset-2 hover:underline"
          >
            {facility.website}
            <span className="sr-only"> {t('record.opensInNewTab')}</span>
          </a>
        ) : (
          show('website')
        ),
    },
    { key: 'address', label: t('fields.address'), value: show('address') },
    { key: 'location', label: t('record.location'), value: place.join(', ') || EMPTY_VALUE },
    { key: 'position', label: t('record.position'), value: position },
    { key: 'openingHours', label: t('fields.openingHours'), value: show('openingHours') },
    { key: 'services', label: t('fields.services'), value: show('services') },
    { key: 'specialtyIds', label: t('fields.specialtyIds'), value: show('specialtyIds') },
    { key: 'testIds', label: t('fields.testIds'), value: show('testIds') },
    { key: 'licenseNumber', label: t('fields.licenseNumber'), value: show('licenseNumber') },
    { key: 'registrationDate', label: t('fields.registrationDate'), value: show('registrationDate') },
    { key: 'capacity', label: t('fields.capacity'), value: show('capacity') },
    { key: 'beds', label: t('fields.beds'), value: show('beds') },
    { key: 'operator', label: t('fields.operator'), value: show('operator') },
    { key: 'emergency', label: t('fields.emergency'), value: show('emergency') },
    { key: 'featuredRank', label: t('fields.featuredRank'), value: show('featuredRank') },
    { key: 'source', label: t('fields.source'), value: show('source') },
    { key: 'createdAt', label: t('fields.createdAt'), value: show('createdAt') },
    { key: 'updatedAt', label: t('fields.updatedAt'), value: show('updatedAt') },
    { key: 'version', label: t('fields.version'), value: facility.version },
  ];

  return (
    <section aria-labelledby="facility-summary-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="facility-summary-title" className="text-lg font-semibold text-slate-900">
        {t('record.details')}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.key} className="min-w-0">
            <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
            <dd className="break-words text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
