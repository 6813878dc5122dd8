import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSearch, PickerField } from '../../list-kit';
import { facilityChoicesQueryOptions } from './bookings-api';
import { BOOKINGS_NAMESPACE } from './booking-ui';

export type ChosenFacility = { id: number; name: string };

type FacilityPickerProps = {
  chosen: ChosenFacility | null;
  onChoose: (facility: ChosenFacility | null) => void;
  /** The field's translated error. */
  error?: string | undefined;
};

/** New Booking's facility: a search by id or name over the back-office's facilities, then one chosen. */
export function FacilityPicker({ chosen, onChoose, error }: FacilityPickerProps) {
  const { t } = useTranslation(BOOKINGS_NAMESPACE);
  const [text, setText] = useState('');
  const choices = useQuery(facilityChoicesQueryOptions(text));

  return (
    <PickerField label={t('form.facility')} error={error}>
      {chosen ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="font-semibold text-slate-900">{t('form.facilityChosen', chosen)}</span>
          <button
            type="button"
            onClick={() => onChoose(null)}
            className="rounded-md border border-brand px-2.5 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
          >
            {t('form.facilityChange')}
          </button>
        </div>
      ) : (
        <ChoiceSearch
          label={t('form.facilitySearch')}
          placeholder={t('form.facilitySearchPlaceholder')}
          text={text}
          onSearch={setText}
          rows={choices.data?.data ?? []}
          isFetching={choices.isFetching}
          texts={{
            searching: t('form.facilitySearching'),
            noMatch: t('form.facilityNone'),
            results: t('form.facilityResults'),
          }}
          chooseLabel={(row) => t('form.facilityChoose', { id: row.id, name: row.name })}
          onChoose={(row) => onChoose({ id: row.id, name: row.name })}
        />
      )}
    </PickerField>
  );
}
