import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page whose content comes in a later issue: its title and a short note, translated. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t(`titles.${titleKey}`)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('placeholder.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('placeholder.home')}
      </Link>
    </section>
  );
}
