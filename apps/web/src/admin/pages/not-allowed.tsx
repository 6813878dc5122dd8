import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotAllowedPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('notAllowed.title'));
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('notAllowed.title')}</h1>
      <p className="mt-4 text-slate-700">{t('notAllowed.text')}</p>
      <Link to="/" className="mt-8 rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
        {t('notAllowed.home')}
      </Link>
    </main>
  );
}

/** In the back-office: a section the account's role does not open. */
export function NotAllowedSection() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('notAllowed.sectionTitle'));
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('notAllowed.sectionTitle')}</h1>
      <p className="mt-4 text-slate-700">{t('notAllowed.sectionText')}</p>
      <Link
        to="/admin-dashboard/profile"
        className="mt-8 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notAllowed.profile')}
      </Link>
    </section>
  );
}
