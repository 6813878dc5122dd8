// A lazy chunk: loaded when a visitor presses "Suggest a correction".
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { CorrectionForm } from './correction-form';
import type { CorrectionTarget } from './suggest-correction';

type CorrectionDialogProps = { facility: CorrectionTarget; onClose: () => void };

/**
 * The correction form in a modal dialog. It may open from inside another dialog (the facility
 * dialog of a list): Escape then closes this one alone, and the other stays open behind it.
 */
export function CorrectionDialog({ facility, onClose }: CorrectionDialogProps) {
  const { t } = useTranslation('corrections');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dialog.title')}
      closeLabel={t('dialog.close')}
      widthClassName="w-[min(94vw,42rem)]"
    >
      <CorrectionForm facility={facility} onDone={onClose} />
    </Dialog>
  );
}
