import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { secondaryButtonClass } from './location-search-form';
import { SearchPanel } from './search-panel';

export type SearchModalProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * "Healthcare Facility Search" (spec 01 §2.7, §9): the search panel in a modal up to 90% wide and at
 * most 1400 px, over a 0.75 backdrop; closes on a backdrop click, Escape or Close, and locks page scroll.
 */
export function SearchModal({ open, onClose }: SearchModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchModalContent onClose={onClose} />
    </Suspense>
  );
}

function SearchModalContent({ onClose }: { onClose: () => void }) {
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
