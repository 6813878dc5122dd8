import { useTranslation } from 'react-i18next';
import { ComingSoonBadge } from '../../features/marketing/components/coming-soon-badge';
import { PageHeader } from '../../features/marketing/components/page-header';

const methods = ['mobileMoney', 'bankTransfer', 'card'] as const;

/** Spec 02 Payment Options: what the service will accept, and an honest note that it is not live yet. */
export function PaymentOptionsPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('payment.title')} intro={t('payment.intro')} />
      <div className="mx-auto max-w-[1200px] px-4 py-12">
        <div role="note" className="rounded-xl border-l-4 border-amber-500 bg-amber-50 p-5 text-slate-900">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            <ComingSoonBadge label={t('comingSoon')} />
            {t('payment.noticeTitle')}
          </p>
          <p className="mt-2">{t('payment.noticeText')}</p>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3">
          {methods.map((id) => (
            <li key={id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold text-slate-900">{t(`payment.methods.${id}.title`)}</h2>
              <p className="text-slate-700">{t(`payment.methods.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="payment-currency" className="mt-10 rounded-xl bg-slate-50 p-6">
          <h2 id="payment-currency" className="text-xl font-bold text-slate-900">
            {t('payment.currencyTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
            {(['fcfa', 'receipt', 'today'] as const).map((id) => (
              <li key={id}>{t(`payment.currency.${id}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
