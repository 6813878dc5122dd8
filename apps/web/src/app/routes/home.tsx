import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand">{t('home.headline')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('home.tagline')}</p>
    </section>
  );
}
