import type { FacilityType } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';
import { hospitalTypes } from '../listing-state';

export type TypeFilterProps = {
  value: FacilityType | undefined;
  onChange: (type: FacilityType | undefined) => void;
};

/** The hospitals listing's "Type of facility" (issue 33): a CSI, a district hospital… */
export function HospitalTypeFilter({ value, onChange }: TypeFilterProps) {
  const { t } = useTranslation('listings');
  return (
    <SelectField
      label={t('filters.facilityType')}
      placeholder={t('filters.allTypes')}
      value={value ?? ''}
      // Its options are the hospital types; "" is all of them.
      onChange={(type) => onChange((type || undefined) as FacilityType | undefined)}
      options={hospitalTypes.map((type) => ({ value: type, label: t(`facility:type.${type}`) }))}
    />
  );
}
