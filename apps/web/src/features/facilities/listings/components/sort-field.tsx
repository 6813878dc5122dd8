import { facilityListSorts, type FacilityListSort } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';

type SortFieldProps = {
  value: FacilityListSort;
  /** The on-call list keeps its duty order. */
  disabled: boolean;
  /** Nearest first was asked for but the browser gave no position. */
  isLocationMissing: boolean;
  onChange: (sort: FacilityListSort) => void;
};

/** "Sort by": most useful first (the default), by name, or nearest first. */
export function SortField({ value, disabled, isLocationMissing, onChange }: SortFieldProps) {
  const { t } = useTranslation('listings');
  return (
    <div>
      <SelectField
        label={t('sort.label')}
        value={value}
        onChange={(sort) => onChange(sort as FacilityListSort)}
        options={facilityListSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        disabled={disabled}
        disabledHint={t('sort.onCallOrder')}
      />
      {/* Always rendered, so screen readers announce the message when it appears. */}
      <p aria-live="polite" className="mt-1 text-sm text-slate-800">
        {isLocationMissing ? t('sort.locationUnavailable') : null}
      </p>
    </div>
  );
}
