import { facilityListSorts, type FacilityListSort } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';

type SortFieldProps = {
  value: FacilityListSort;
  /** The on-call list keeps its duty order. */
  disabled: boolean;
  onChange: (sort: FacilityListSort) => void;
};

/**
 * "Sort by": most useful first (the default), by name, or nearest first. Nearest first asks for the
 * position as "Use my location" does; that button's status says when it cannot be had.
 */
export function SortField({ value, disabled, onChange }: SortFieldProps) {
  const { t } = useTranslation('listings');
  return (
    <SelectField
      label={t('sort.label')}
      value={value}
      onChange={(sort) => onChange(sort as FacilityListSort)}
      options={facilityListSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      disabled={disabled}
      disabledHint={t('sort.onCallOrder')}
    />
  );
}
