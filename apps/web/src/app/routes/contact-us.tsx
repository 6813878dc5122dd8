import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../features/marketing/components/page-header';
import { ContactCards } from '../../features/marketing/contact/contact-cards';
import { contactDetails } from '../../features/marketing/contact/contact-details';

/** Spec 02 Contact Us: address, email and phone cards, and what we can and cannot help with. */
export function ContactUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto max-w-[1200px] px-4 py-12">
        <ContactCards email={contactDetails.email} phone={contactDetails.phone} />
        <section aria-labelledby="contact-help" className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-6">
            <h2 id="contact-help" className="text-xl font-bold text-slate-900">
              {t('contact.helpTitle')}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
              {(['correction', 'partnership', 'data'] as const).map((id) => (
                <li key={id}>{t(`contact.help.${id}`)}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">{t('contact.hours')}</p>
          </div>
          <div className="rounded-xl border-l-4 border-red-700 bg-red-50 p-6">
            <h2 className="text-xl font-bold text-red-900">{t('contact.emergencyTitle')}</h2>
            <p className="mt-3 text-slate-800">{t('contact.emergencyText')}</p>
            <Link to="/pharmacies-on-call" className="mt-3 inline-block font-semibold text-red-900 underline">
              {t('contact.onCallLink')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
