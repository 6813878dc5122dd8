import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-700">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
