import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon, MapPinIcon } from '../../../components/ui/icons';
import { useComingSoon } from '../coming-soon/use-coming-soon';

export type FeatureAction = 'openSearchModal' | 'redirectToPayments';

/** Spec 01 §3 feature card. */
export type FeatureCard = {
  id: 'mapping' | 'payments' | 'appointments' | 'credit';
  icon: ReactNode;
  comingSoon: boolean;
  action?: FeatureAction;
};

const iconClass = 'h-7 w-7';

export const featureCards: FeatureCard[] = [
  {
    id: 'mapping',
    comingSoon: false,
    action: 'openSearchModal',
    icon: <MapPinIcon className={iconClass} />,
  },
  {
    id: 'payments',
    comingSoon: false,
    action: 'redirectToPayments',
    icon: (
      <Icon className={iconClass}>
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M3 10h18M7 15h3" />
      </Icon>
    ),
  },
  {
    id: 'appointments',
    comingSoon: true,
    icon: (
      <Icon className={iconClass}>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M9 15l2 2 4-4" />
      </Icon>
    ),
  },
  {
    id: 'credit',
    comingSoon: true,
    icon: (
      <Icon className={iconClass}>
        <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />
        <path d="M12 10v6M9.5 13h5" />
      </Icon>
    ),
  },
];

type KeyFeaturesProps = {
  /** The route owns the search modal (features do not import one another). */
  onOpenSearch: () => void;
};

/** Spec 01 §2.7: four feature cards, 1 column on small screens and 4 on large ones. */
export function KeyFeatures({ onOpenSearch }: KeyFeaturesProps) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const comingSoon = useComingSoon();

  const activate = (card: FeatureCard) => {
    try {
      if (card.comingSoon) comingSoon.open(t(`keyFeatures.${card.id}.feature`));
      else if (card.action === 'openSearchModal') onOpenSearch();
      else if (card.action === 'redirectToPayments') void navigate('/payment-options');
    } catch (error) {
      // Spec 01 §8: a feature card failure is only logged.
      console.error('Feature card action failed', error);
    }
  };

  return (
    <section aria-labelledby="key-features-heading" className="bg-slate-50 py-12">
      <div className="mx-auto max-w-[1200px] px-4">
        <h2 id="key-features-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('keyFeatures.title')}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featureCards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onClick={() => activate(card)}
                className="relative flex h-full w-full flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand hover:shadow-md"
              >
                <span className="rounded-full bg-blue-50 p-3 text-brand">{card.icon}</span>
                <span className="text-lg font-bold text-slate-900">{t(`keyFeatures.${card.id}.title`)}</span>
                <span className="text-sm text-slate-700">{t(`keyFeatures.${card.id}.text`)}</span>
                {card.comingSoon ? (
                  <span className="absolute right-3 top-3 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {t('comingSoon.badge')}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {comingSoon.popup}
    </section>
  );
}
