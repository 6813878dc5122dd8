import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useComingSoon } from '../coming-soon/use-coming-soon';

function CalendarIcon() {
  return (
    <Icon className="h-8 w-8">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 18h2" />
    </Icon>
  );
}

function HomeVisitIcon() {
  return (
    <Icon className="h-8 w-8">
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M12 12v6M9 15h6" />
    </Icon>
  );
}

/** Spec 01 §2.3: Book an Appointment and Home Visit, both Coming Soon (with the beep). */
export function BookingCards() {
  const { t } = useTranslation('landing');
  const comingSoon = useComingSoon();
  const cards = [
    { id: 'appointment', icon: <CalendarIcon />, feature: t('features.appointmentBooking') },
    { id: 'homeVisit', icon: <HomeVisitIcon />, feature: t('features.homeVisit') },
  ] as const;

  return (
    <section aria-labelledby="booking-heading" className="mx-auto max-w-[1200px] px-4 py-8">
      <h2 id="booking-heading" className="sr-only">
        {t('booking.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id}>
            <button
              type="button"
              onClick={() => comingSoon.open(card.feature, { withBeep: true })}
              className="flex h-full w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand hover:shadow-md"
            >
              <span className="rounded-full bg-blue-50 p-3 text-brand">{card.icon}</span>
              <span>
                <span className="block text-lg font-bold text-slate-900">{t(`booking.${card.id}.title`)}</span>
                <span className="block text-sm text-slate-700">{t(`booking.${card.id}.text`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {comingSoon.popup}
    </section>
  );
}

/** Spec 01 §2.3: the Join as a Provider card, Coming Soon. */
export function JoinProviderCard() {
  const { t } = useTranslation('landing');
  const comingSoon = useComingSoon();
  return (
    <section aria-labelledby="join-provider-heading" className="mx-auto max-w-[1200px] px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-cyan-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="join-provider-heading" className="text-2xl font-bold text-slate-900">
            {t('joinProvider.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('joinProvider.text')}</p>
        </div>
        <button
          type="button"
          onClick={() => comingSoon.open(t('features.providerRegistration'))}
          className="shrink-0 rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t('joinProvider.button')}
        </button>
      </div>
      {comingSoon.popup}
    </section>
  );
}
