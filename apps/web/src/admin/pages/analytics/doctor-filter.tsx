import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelClass } from '../../../components/ui/field-styles';
import { ChoiceSearch } from '../../list-kit';
import { analyticsDoctorChoicesQueryOptions } from './analytics-api';
import { ANALYTICS_NAMESPACE } from './analytics-ui';

type DoctorFilterProps = {
  /** The doctor id kept in the URL, if any. */
  doctorId: number | undefined;
  /** The chosen doctor's name, once the figures named them. */
  doctorName: string | undefined;
  onChange: (doctorId: number | null) => void;
};

/**
 * The Doctors tab's doctor filter: all doctors, or one found by name or id (kept in the URL as
 * `doctor`); the chosen doctor is shown by name with a button back to all doctors.
 */
export function AnalyticsDoctorFilter({ doctorId, doctorName, onChange }: DoctorFilterProps) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const labelId = useId();
  const [text, setText] = useState('');
  const choices = useQuery(analyticsDoctorChoicesQueryOptions(text));

  return (
    <div className="flex flex-col gap-1" role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabelClass}>
        {t('filters.doctor')}
      </span>
      {doctorId !== undefined ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="font-semibold text-slate-900">
            {doctorName ?? t('filters.doctorNumber', { id: doctorId })}
          </span>
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange(null);
            }}
            aria-label={t('filters.doctorClearLabel', { name: doctorName ?? `#${doctorId}` })}
            className="rounded-md border border-brand px-2 py-0.5 text-sm font-semibold text-brand hover:bg-brand/10"
          >
            {t('filters.doctorClear')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('filters.allDoctors')}</p>
          <ChoiceSearch
            label={t('filters.doctorSearch')}
            placeholder={t('filters.doctorSearchPlaceholder')}
            text={text}
            onSearch={setText}
            // A role that may not see doctors gets ids alone: it chooses "Doctor #12".
            rows={(choices.data ?? []).map((doctor) => ({
              ...doctor,
              name: doctor.name ?? t('filters.doctorNumber', { id: doctor.id }),
            }))}
            isFetching={choices.isFetching}
            texts={{
              searching: t('filters.doctorSearching'),
              noMatch: t('filters.doctorNone'),
              results: t('filters.doctorResults'),
            }}
            chooseLabel={(doctor) => t('filters.doctorChoose', { id: doctor.id, name: doctor.name })}
            onChoose={(doctor) => onChange(doctor.id)}
          />
        </>
      )}
    </div>
  );
}
