import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

export type ComingSoonFeature = 'joinDoctor' | 'listFacility' | 'postTip' | 'appStore' | 'googlePlay';

/** The footer's Coming Soon popup (spec 01 §2.10): "Coming Soon!", a short text and "Got it!", 400 px wide. */
export function ComingSoonDialog({ feature, onClose }: { feature: ComingSoonFeature | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={feature !== null}
      onClose={onClose}
      title={t('comingSoon.title')}
      widthClassName="w-[min(92vw,400px)]"
      footer={
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('comingSoon.gotIt')}
          </button>
        </div>
      }
    >
      <p className="text-slate-700">
        {feature ? t('comingSoon.text', { feature: t(`comingSoon.features.${feature}`) }) : null}
      </p>
    </Dialog>
  );
}
