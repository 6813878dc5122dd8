import { hospitalFacilityTypes, type FacilityType } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/select-field';

export type TypeFilterProps = {
  value: FacilityType | undefined;
  onChange: (type: FacilityType | undefined) => void;
};

/** "Type of facility" among hospitals (issue 33): a CSI, a district hospital…; the landing's search and the hospitals listing. */
export function HospitalTypeFilter({ value, onChange }: TypeFilterProps) {
  const { t } = useTranslation('facility');
  return (
    <SelectField
      label={t('typeFilter.label')}
      placeholder={t('typeFilter.all')}
      value={value ?? ''}
      // Its options are the hospital types; "" is all of them.
      onChange={(type) => onChange(hospitalFacilityTypes.find((known) => known === type))}
      options={hospitalFacilityTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
    />
  );
}
