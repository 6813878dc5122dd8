import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../features/marketing/components/page-header';
import { HowItWorksToggle } from '../../features/marketing/how-it-works/how-it-works-toggle';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';

const offers = [
  { id: 'hospitals', to: '/medical-facilities/hospitals' },
  { id: 'pharmacies', to: '/medical-facilities/pharmacies' },
  { id: 'onCall', to: '/pharmacies-on-call' },
  { id: 'laboratories', to: '/medical-facilities/laboratories' },
] as const;

/** Spec 02 Services: "Our Services", what the directory offers, How It Works, and the newsletter (source 'services'). */
export function ServicesPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('services.title')} intro={t('services.intro')} />
      <section aria-labelledby="services-offers" className="mx-auto max-w-[1200px] px-4 pt-12">
        <h2 id="services-offers" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('services.offersTitle')}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-bold text-slate-900">{t(`services.offers.${offer.id}.title`)}</h3>
              <p className="flex-1 text-sm text-slate-700">{t(`services.offers.${offer.id}.text`)}</p>
              <Link to={offer.to} className="font-semibold text-brand underline-offset-2 hover:underline">
                {t(`services.offers.${offer.id}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <HowItWorksToggle />
      <section aria-labelledby="services-newsletter" className="bg-slate-50 py-12">
        <div className="mx-auto grid max-w-[1200px] grid-cols-1 gap-8 px-4 md:grid-cols-2">
          <div>
            <h2 id="services-newsletter" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('services.newsletter.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('services.newsletter.text')}</p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <NewsletterForm
              source="services"
              tone="light"
              nameField={{
                label: t('services.newsletter.nameLabel'),
                requiredMessage: t('services.newsletter.nameRequired'),
                placeholder: t('services.newsletter.namePlaceholder'),
              }}
            />
          </div>
        </div>
      </section>
    </>
  );
}
