import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

/**
 * The two Coming Soon popups of spec 01 §2.10:
 * - 'nextUpdate': "Coming Soon", the feature "will be available in our next update", and Go Back
 *   (the landing page's booking, provider and key-feature cards);
 * - 'soon': the footer variant, "Coming Soon!", "will be available soon", Got it!, 400 px wide.
 */
export type ComingSoonVariant = 'nextUpdate' | 'soon';

type ComingSoonDialogProps = {
  /** The feature's name, already translated; null keeps the popup closed. */
  feature: string | null;
  onClose: () => void;
  variant?: ComingSoonVariant;
};

export function ComingSoonDialog({ feature, onClose, variant = 'nextUpdate' }: ComingSoonDialogProps) {
  const { t } = useTranslation();
  const action = t(`comingSoon.${variant}.action`);
  return (
    <Dialog
      open={feature !== null}
      onClose={onClose}
      title={t(`comingSoon.${variant}.title`)}
      // The landing popup's close button is a second Go Back; the footer's is the usual Close.
      closeLabel={variant === 'nextUpdate' ? action : undefined}
      widthClassName={variant === 'soon' ? 'w-[min(92vw,400px)]' : undefined}
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {action}
          </button>
        </div>
      }
    >
      <p className="text-slate-800">{t(`comingSoon.${variant}.text`, { feature: feature ?? '' })}</p>
    </Dialog>
  );
}
