import { doctorEvidenceFields, type AdminDoctor, type DoctorEvidenceField, type DoctorStatus } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { ApiClientError } from '../../../lib/api-client';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import { specialtiesQueryOptions } from '../../../lib/api/specialties';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import { Badge } from '../badge';

// Parts the Doctors list and its sub-views share.

export const DOCTORS_NAMESPACE = 'doctors-admin';

const statusTone = {
  active: 'green',
  verified: 'blue',
  pending: 'yellow',
  suspended: 'red',
  inactive: 'grey',
} as const;

export function DoctorStatusBadge({ status }: { status: DoctorStatus }) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** "Subdivision, Division" (spec 02: the location column), in the reader's language. */
export function useDoctorPlace() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (doctor: Pick<AdminDoctor, 'region' | 'division' | 'subdivision'>) =>
      [doctor.subdivision, doctor.division, doctor.subdivision || doctor.division ? null : doctor.region]
        .filter(Boolean)
        .map((place) => localizedName(place, language))
        .join(', ') || '—',
    [language],
  );
}

/** "the ID number, the medical licence number and the back of the ID", in the reader's language. */
export function useEvidenceList() {
  const { t, i18n } = useTranslation(DOCTORS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (fields: readonly DoctorEvidenceField[]) =>
      new Intl.ListFormat(language, { type: 'conjunction' }).format(
        fields.map((field) => t(`evidence.parts.${field}`)),
      ),
    [t, language],
  );
}

const isEvidenceField = (path: string): path is DoctorEvidenceField =>
  (doctorEvidenceFields as readonly string[]).includes(path);

/** The evidence the server said is missing, when a refusal is only about that (Approve, or status active). */
function missingEvidenceIn(error: ApiClientError): DoctorEvidenceField[] {
  const fields = error.code === 'conflict' ? (error.fields ?? []) : [];
  const paths = fields.filter((field) => field.code === 'required').map((field) => field.path);
  return paths.length > 0 && paths.length === fields.length && paths.every(isEvidenceField) ? paths : [];
}

/**
 * What a failed change is told as, translated: gone or out of region (404), region (403), the identity
 * evidence a doctor lacks to become active (409 naming it), else the API error.
 */
export function useDoctorErrorText() {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const { t: tc } = useTranslation();
  const evidenceList = useEvidenceList();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        if (error.status === 404) return t('errors.notFound');
        if (error.status === 403) return t('errors.forbidden');
        const missing = missingEvidenceIn(error);
        if (missing.length > 0) return t('errors.evidenceMissing', { missing: evidenceList(missing) });
        if (error.status === 409 && !error.fields?.length)
          return t('errors.conflict', { reason: describeError(error, tc) });
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc, evidenceList],
  );
}

/** The specialty choices, in the reader's language, by id. */
export function useSpecialtyOptions() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const specialties = useQuery(specialtiesQueryOptions());
  return {
    status: specialties.status,
    options: (specialties.data ?? [])
      .map((s) => ({ value: String(s.id), label: localizedName(s, language) }))
      .sort((a, b) => a.label.localeCompare(b.label, language)),
  };
}

export type PlaceIds = { regionId: number | null; divisionId: number | null; subdivisionId: number | null };

type PlaceFieldsProps = {
  value: PlaceIds;
  onChange: (next: PlaceIds) => void;
  errors: Partial<Record<keyof PlaceIds, string | undefined>>;
};

const toId = (value: string) => (value === '' ? null : Number(value));

/**
 * Region, division and subdivision of a doctor, by id: the division waits for a region, the
 * subdivision for a division; a new region clears both below it (spec 02 §4).
 */
export function PlaceFields({ value, onChange, errors }: PlaceFieldsProps) {
  const { t, i18n } = useTranslation(DOCTORS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(value.regionId ?? undefined));
  const subdivisions = useQuery(subdivisionsQueryOptions(value.divisionId ?? undefined));
  const options = (places: readonly { id: number; nameEn: string; nameFr: string }[] | undefined) =>
    (places ?? []).map((place) => ({ value: String(place.id), label: localizedName(place, language) }));
  return (
    <>
      <SelectField
        label={t('form.region')}
        placeholder={t('form.anyRegion')}
        value={value.regionId ? String(value.regionId) : ''}
        onChange={(region) => onChange({ regionId: toId(region), divisionId: null, subdivisionId: null })}
        options={options(regions.data)}
        status={regions.status}
        error={errors.regionId}
      />
      <SelectField
        label={t('form.division')}
        placeholder={t('form.anyDivision')}
        value={value.divisionId ? String(value.divisionId) : ''}
        onChange={(division) => onChange({ ...value, divisionId: toId(division), subdivisionId: null })}
        options={options(value.regionId ? divisions.data : [])}
        status={value.regionId ? divisions.status : 'success'}
        disabled={!value.regionId}
        disabledHint={t('form.chooseRegionFirst')}
        error={errors.divisionId}
      />
      <SelectField
        label={t('form.subdivision')}
        placeholder={t('form.anySubdivision')}
        value={value.subdivisionId ? String(value.subdivisionId) : ''}
        onChange={(subdivision) => onChange({ ...value, subdivisionId: toId(subdivision) })}
        options={options(value.divisionId ? subdivisions.data : [])}
        status={value.divisionId ? subdivisions.status : 'success'}
        disabled={!value.divisionId}
        disabledHint={t('form.chooseDivisionFirst')}
        error={errors.subdivisionId}
      />
    </>
  );
}
