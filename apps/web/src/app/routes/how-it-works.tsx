import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonBadge } from '../../features/marketing/components/coming-soon-badge';
import { PageHeader } from '../../features/marketing/components/page-header';
import { audiences, stepsByAudience } from '../../features/marketing/how-it-works/steps';

const cta = 'inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark';
const ctaOutline = 'inline-block rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50';

/** Spec 02 §1: the patient and provider journeys, with what works today and what is coming soon. */
export function HowItWorksPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('howItWorksPage.title')} intro={t('howItWorksPage.intro')}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className="inline-block rounded-lg bg-white px-4 py-2 font-semibold text-brand hover:bg-blue-50">
            {t('howItWorksPage.searchLink')}
          </Link>
          <Link
            to="/pharmacies-on-call"
            className="inline-block rounded-lg border border-white px-4 py-2 font-semibold text-white hover:bg-white/10"
          >
            {t('howItWorksPage.onCallLink')}
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-[1200px] grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-2">
        {audiences.map((audience) => (
          <section key={audience} aria-labelledby={`how-${audience}`}>
            <h2 id={`how-${audience}`} className="text-2xl font-bold text-slate-900">
              {t(`howItWorks.${audience}`)}
            </h2>
            <ol className="mt-6 flex flex-col gap-4">
              {stepsByAudience[audience].map((step, index) => (
                <li key={step.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-50 font-bold text-brand"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
                      <span>{t(`steps.${audience}.${step.id}.title`)}</span>
                      {step.comingSoon ? <ComingSoonBadge label={t('comingSoon')} /> : null}
                    </h3>
                    <p className="mt-1 text-slate-700">{t(`steps.${audience}.${step.id}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <section aria-labelledby="how-today" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-[1200px] px-4">
          <h2 id="how-today" className="text-2xl font-bold text-slate-900">
            {t('howItWorksPage.todayTitle')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
            {(['search', 'onCall', 'details', 'comingSoon'] as const).map((id) => (
              <li key={id}>{t(`howItWorksPage.today.${id}`)}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/" className={cta}>
              {t('howItWorksPage.searchLink')}
            </Link>
            <Link to="/pharmacies-on-call" className={ctaOutline}>
              {t('howItWorksPage.onCallLink')}
            </Link>
            <Link to="/payment-options" className={ctaOutline}>
              {t('howItWorksPage.paymentLink')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
