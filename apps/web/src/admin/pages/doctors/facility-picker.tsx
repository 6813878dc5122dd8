import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSearch, PickerField } from '../../list-kit';
import { facilityChoicesQueryOptions } from './doctors-api';
import { DOCTORS_NAMESPACE } from './doctor-ui';

export type ChosenFacility = { id: number; name: string };

type FacilityPickerProps = {
  chosen: ChosenFacility[];
  onChange: (next: ChosenFacility[]) => void;
  error?: string | undefined;
};

/**
 * The facilities where a doctor practises: the linked ones, each removable, and a search by id or
 * name that adds more (several allowed; one already linked is not offered twice).
 */
export function FacilityPicker({ chosen, onChange, error }: FacilityPickerProps) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const [text, setText] = useState('');
  const choices = useQuery(facilityChoicesQueryOptions(text));
  const linked = new Set(chosen.map((facility) => facility.id));

  return (
    <PickerField label={t('form.facilities')} error={error}>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.facilitiesNone')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.facilities')}>
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
                aria-label={t('form.facilityRemove', { name: facility.name })}
                className="rounded-full px-2 text-sm font-bold text-red-700 hover:bg-red-50"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ChoiceSearch
        label={t('form.facilitySearch')}
        placeholder={t('form.facilitySearchPlaceholder')}
        text={text}
        onSearch={setText}
        rows={choices.data?.data ?? []}
        isFetching={choices.isFetching}
        texts={{
          searching: t('form.facilitySearching'),
          noMatch: t('form.facilityNoMatch'),
          results: t('form.facilityResults'),
        }}
        chooseLabel={(row) => t('form.facilityAdd', { id: row.id, name: row.name })}
        onChoose={(row) => onChange([...chosen, { id: row.id, name: row.name }])}
        taken={{ ids: linked, note: t('form.facilityAlready') }}
      />
    </PickerField>
  );
}
