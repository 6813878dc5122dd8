import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelClass } from '../../../components/ui/field-styles';
import { ChoiceSearch } from '../../list-kit';
import { doctorChoicesQueryOptions } from './bookings-api';
import { BOOKINGS_NAMESPACE } from './booking-ui';

type DoctorFilterProps = {
  /** The doctor id kept in the URL, if any. */
  doctorId: number | undefined;
  onChange: (doctorId: number | null) => void;
};

/**
 * The list's doctor filter: a search by name or id, one click choosing a doctor (kept in the URL as
 * `doctor`); the chosen doctor is shown by name with a button to clear the filter.
 */
export function DoctorFilter({ doctorId, onChange }: DoctorFilterProps) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const labelId = useId();
  const [text, setText] = useState('');
  const choices = useQuery(doctorChoicesQueryOptions({ q: text }));
  // The chosen doctor's name: looked up by id (a shared URL names the doctor by id only).
  const chosen = useQuery(doctorChoicesQueryOptions({ q: doctorId === undefined ? '' : String(doctorId) }));
  const chosenName = chosen.data?.find((doctor) => doctor.id === doctorId)?.name;

  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabelClass}>
        {t('filters.doctor')}
      </span>
      {doctorId !== undefined ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="font-semibold text-slate-900">
            {chosenName ?? t('filters.doctorNumber', { id: doctorId })}
          </span>
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange(null);
            }}
            aria-label={t('filters.doctorClearLabel', { name: chosenName ?? `#${doctorId}` })}
            className="rounded-md border border-brand px-2 py-0.5 text-sm font-semibold text-brand hover:bg-brand/10"
          >
            {t('filters.doctorClear')}
          </button>
        </div>
      ) : (
        <ChoiceSearch
          label={t('filters.doctorSearch')}
          placeholder={t('filters.doctorSearchPlaceholder')}
          text={text}
          onSearch={setText}
          rows={choices.data ?? []}
          isFetching={choices.isFetching}
          texts={{
            searching: t('filters.doctorSearching'),
            noMatch: t('filters.doctorNone'),
            results: t('filters.doctorResults'),
          }}
          chooseLabel={(doctor) => t('filters.doctorChoose', { id: doctor.id, name: doctor.name })}
          onChoose={(doctor) => onChange(doctor.id)}
        />
      )}
    </div>
  );
}
