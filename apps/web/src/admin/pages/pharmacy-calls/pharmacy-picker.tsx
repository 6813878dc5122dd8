import { publicFacilityStatuses, type FacilityStatus } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pharmacyChoicesQueryOptions } from './api/pharmacy-calls-api';
import { ChoiceSearch, PickerField } from '../../list-kit';
import { PHARMACY_CALLS_NAMESPACE } from './pharmacy-call-ui';

export type ChosenPharmacy = { id: number; name: string };

type PharmacyPickerProps = {
  chosen: ChosenPharmacy | null;
  onChoose: (pharmacy: ChosenPharmacy | null) => void;
  /** The field's translated error ('Only a pharmacy listed in the public directory can be on duty'). */
  error?: string | undefined;
  /** Editing: the pharmacy is shown, not changed. */
  isFixed?: boolean;
};

/**
 * The pharmacy of a duty period: a search by id or name over the back-office's pharmacies, then one
 * chosen. The server accepts only a public one (approved or active, not archived) and says so on the field.
 */
export function PharmacyPicker({ chosen, onChoose, error, isFixed = false }: PharmacyPickerProps) {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const [text, setText] = useState('');
  const choices = useQuery(pharmacyChoicesQueryOptions(text));
  // Only a public pharmacy can be on duty: the others are not offered.
  const rows = (choices.data?.data ?? []).filter((row) =>
    (publicFacilityStatuses as readonly FacilityStatus[]).includes(row.status),
  );

  return (
    <PickerField label={t('form.pharmacy')} error={error}>
      {chosen ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
          <span className="font-semibold text-slate-900">{t('form.pharmacyChosen', chosen)}</span>
          {isFixed ? (
            <span className="text-sm text-slate-600">{t('form.pharmacyFixed')}</span>
          ) : (
            <button
              type="button"
              onClick={() => onChoose(null)}
              className="rounded-md border border-brand px-2.5 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
            >
              {t('form.pharmacyChange')}
            </button>
          )}
        </div>
      ) : (
        <ChoiceSearch
          label={t('form.pharmacySearch')}
          placeholder={t('form.pharmacySearchPlaceholder')}
          text={text}
          onSearch={setText}
          rows={rows}
          isFetching={choices.isFetching}
          texts={{
            searching: t('form.pharmacySearching'),
            noMatch: t('form.pharmacyNone'),
            results: t('form.pharmacyResults'),
          }}
          chooseLabel={(row) => t('form.pharmacyChoose', { id: row.id, name: row.name })}
          onChoose={(row) => onChoose({ id: row.id, name: row.name })}
        />
      )}
    </PickerField>
  );
}
