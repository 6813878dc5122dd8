import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { secondaryButtonClass } from './location-search-form';
import { SearchPanel } from './search-panel';

/** The search modal's dialog around the search panel (search-modal.tsx loads it when it opens). */
export function SearchModalContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('modal.title')}
      closeLabel={t('modal.close')}
      widthClassName="w-[90vw] max-w-[1400px]"
      footer={
        <div className="flex justify-end">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t('modal.close')}
          </button>
        </div>
      }
    >
      <SearchPanel variant="modal" onSearch={onClose} />
    </Dialog>
  );
}
