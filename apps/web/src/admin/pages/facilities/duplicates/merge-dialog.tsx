import type { DuplicateFacility, DuplicatePair, FacilityMergeResult } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { ConfirmDialog } from '../../../list-kit';

export const DUPLICATES_NAMESPACE = 'facility-import';

/** Where a facility is and how to call it, in one line ("Douala I, Wouri · +237…"). */
export function useFacilityLine() {
  const { t } = useTranslation(DUPLICATES_NAMESPACE);
  return (facility: DuplicateFacility) => {
    const place = [facility.subdivision, facility.division].filter(Boolean).join(', ') || t('duplicates.noPlace');
    return `${place} · ${facility.phone ?? t('duplicates.noPhone')}`;
  };
}

type MergeDialogProps = {
  /** The pair to merge; null when the dialog is closed. */
  pair: DuplicatePair | null;
  onClose: () => void;
  /** Calls the merge; rejects to keep the dialog open with the reason. */
  onMerge: (keptId: number, duplicateId: number) => Promise<FacilityMergeResult>;
  onMerged: (result: FacilityMergeResult) => void;
};

/**
 * Asks which record of a pair to keep (a radio group, the first one chosen unless changed), then
 * merges the other into it. The list kit's confirmation dialog: focus kept inside, Escape cancels,
 * a failure is said inside the dialog.
 */
export function MergeDialog({ pair, onClose, onMerge, onMerged }: MergeDialogProps) {
  const { t } = useTranslation(DUPLICATES_NAMESPACE);
  const { t: tc } = useTranslation();
  const line = useFacilityLine();
  const [choice, setChoice] = useState<{ pairKey: string; keptId: number } | null>(null);
  const pairKey = pair ? `${pair.first.id}-${pair.second.id}` : '';
  // Each pair starts with its first record chosen.
  const keptId = choice && choice.pairKey === pairKey ? choice.keptId : (pair?.first.id ?? 0);

  if (!pair) return null;
  const options = [pair.first, pair.second];
  const duplicateId = keptId === pair.first.id ? pair.second.id : pair.first.id;

  const describeFailure = (error: unknown) => {
    if (error instanceof ApiClientError && error.kind === 'server') {
      if (error.status === 409) return t('merge.errors.conflict');
      if (error.status === 403) return t('merge.errors.forbidden');
      if (error.status === 404) return t('merge.errors.notFound');
    }
    return t('merge.errors.failed', { reason: describeError(error, tc) });
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('merge.title')}
      confirmLabel={t('merge.confirm')}
      busyLabel={t('merge.busy')}
      tone="danger"
      describeFailure={describeFailure}
      onConfirm={async () => onMerged(await onMerge(keptId, duplicateId))}
      message={
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-slate-900">{t('merge.keep')}</legend>
            {options.map((facility) => (
              <label
                key={facility.id}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5"
              >
                <input
                  type="radio"
                  name={`keep-${pairKey}`}
                  value={facility.id}
                  checked={keptId === facility.id}
                  onChange={() => setChoice({ pairKey, keptId: facility.id })}
                  className="mt-1 h-4 w-4 accent-brand"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900">
                    {t('merge.option', { id: facility.id, name: facility.name })}
                  </span>
                  <span className="text-sm text-slate-700">
                    {t(`statuses.${facility.status}`)} · {line(facility)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-slate-700">{t('merge.explain')}</p>
        </div>
      }
    />
  );
}
