import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

type ComingSoonDialogProps = {
  /** The feature's name, already translated; null keeps the popup closed. */
  feature: string | null;
  onClose: () => void;
};

/** Spec 01 §2.10: "Coming Soon", the feature under development, and a Go Back button. */
export function ComingSoonDialog({ feature, onClose }: ComingSoonDialogProps) {
  const { t } = useTranslation('landing');
  return (
    <Dialog
      open={feature !== null}
      onClose={onClose}
      title={t('comingSoon.title')}
      closeLabel={t('comingSoon.goBack')}
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('comingSoon.goBack')}
          </button>
        </div>
      }
    >
      <p className="text-slate-800">{t('comingSoon.text', { feature: feature ?? '' })}</p>
    </Dialog>
  );
}
