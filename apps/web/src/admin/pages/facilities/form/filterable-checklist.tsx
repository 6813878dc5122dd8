import { useTranslation } from 'react-i18next';
import {
  FilterableChecklist as SharedChecklist,
  type FilterableChecklistProps,
} from '../../../../components/checklist/filterable-checklist';

export type { ChecklistOption } from '../../../../components/checklist/filterable-checklist';

/**
 * The shared checklist (components/checklist) worded by the facility form's catalog: the facility
 * managers' space uses the same list with its own words.
 */
export function FilterableChecklist({
  listName,
  ...props
}: Omit<FilterableChecklistProps, 'filterLabel' | 'noneText'> & { listName: string }) {
  const { t } = useTranslation('facility-form');
  return (
    <SharedChecklist
      filterLabel={t('references.filter', { list: listName })}
      noneText={t('references.none')}
      {...props}
    />
  );
}
