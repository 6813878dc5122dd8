import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelClass } from '../../../components/ui/field-styles';
import { SearchBox } from '../../list-kit';
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
  const labelId = useId();
  const errorId = useId();
  const linked = new Set(chosen.map((facility) => facility.id));
  const rows = choices.data?.data ?? [];

  return (
    <div
      className="flex flex-col gap-2 md:col-span-2"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className={fieldLabelClass}>
        {t('form.facilities')}
      </span>
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
      <SearchBox
        label={t('form.facilitySearch')}
        placeholder={t('form.facilitySearchPlaceholder')}
        value={text}
        onSearch={setText}
      />
      {text ? (
        choices.isFetching && rows.length === 0 ? (
          <p role="status" className="text-sm text-slate-600">
            {t('form.facilitySearching')}
          </p>
        ) : rows.length === 0 ? (
          <p role="status" className="text-sm text-slate-600">
            {t('form.facilityNoMatch')}
          </p>
        ) : (
          <ul aria-label={t('form.facilityResults')} className="flex flex-col gap-1">
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  disabled={linked.has(row.id)}
                  onClick={() => onChange([...chosen, { id: row.id, name: row.name }])}
                  aria-label={t('form.facilityAdd', { id: row.id, name: row.name })}
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-left hover:bg-brand/10 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="font-mono">#{row.id}</span> {row.name}
                  {linked.has(row.id) ? (
                    <span className="ml-2 text-sm text-slate-600">({t('form.facilityAlready')})</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
