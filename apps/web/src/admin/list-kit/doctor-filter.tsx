import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelClass } from '../../components/ui/field-styles';
import { ChoiceSearch } from './choice-search';

/** A doctor to choose; a role that may not see doctors gets ids alone (no name). */
export type DoctorChoice = { id: number; name: string | null };

type DoctorFilterProps<Row extends DoctorChoice, Key extends QueryKey> = {
  /** The section's i18n namespace: its `filters.doctor*` texts name this filter. */
  namespace: string;
  /** The doctor id kept in the URL, if any. */
  doctorId: number | undefined;
  /** The chosen doctor's name, once the section knows it (else "Doctor #12"). */
  doctorName: string | null | undefined;
  onChange: (doctorId: number | null) => void;
  /** The doctors whose name holds the text, or whose id it is (nothing asked before a search). */
  choicesQuery: (text: string) => UseQueryOptions<Row[], Error, Row[], Key>;
  /** Whether "all doctors" is said while none is chosen. */
  showAll?: boolean;
};

/**
 * A list's doctor filter: a search by name or id, one click choosing a doctor (kept in the URL as
 * `doctor`); the chosen doctor is shown by name with a button to clear the filter (back to all doctors).
 */
export function DoctorFilter<Row extends DoctorChoice, Key extends QueryKey>({
  namespace,
  doctorId,
  doctorName,
  onChange,
  choicesQuery,
  showAll = false,
}: DoctorFilterProps<Row, Key>) {
  const { t } = useTranslation(namespace);
  const labelId = useId();
  const [text, setText] = useState('');
  const choices = useQuery(choicesQuery(text));
  const chosenName = doctorName ?? undefined;

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
        <>
          {showAll ? <p className="text-sm text-slate-700">{t('filters.allDoctors')}</p> : null}
          <ChoiceSearch
            label={t('filters.doctorSearch')}
            placeholder={t('filters.doctorSearchPlaceholder')}
            text={text}
            onSearch={setText}
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
