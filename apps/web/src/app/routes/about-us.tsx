import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../features/marketing/components/page-header';
import { TeamSection } from '../../features/marketing/team/team-section';

const storyBlocks = ['story', 'mission', 'vision'] as const;
const values = ['access', 'trust', 'privacy', 'inclusion', 'community'] as const;

/** Spec 02 About Us: Our Story, Our Mission, Our Vision, five core values, Meet Our Team, Get Involved. */
export function AboutUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />
      <div className="mx-auto grid max-w-[1200px] grid-cols-1 gap-8 px-4 py-12 md:grid-cols-3">
        {storyBlocks.map((id) => (
          <section key={id} aria-labelledby={`about-${id}`}>
            <h2 id={`about-${id}`} className="text-2xl font-bold text-slate-900">
              {t(`about.${id}.title`)}
            </h2>
            <p className="mt-3 text-slate-700">{t(`about.${id}.text`)}</p>
          </section>
        ))}
      </div>
      <section aria-labelledby="about-values" className="mx-auto max-w-[1200px] px-4 pb-12">
        <h2 id="about-values" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('about.valuesTitle')}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="core-values">
          {values.map((id) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-brand">{t(`about.values.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`about.values.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <TeamSection />
      <section aria-labelledby="about-involved" className="mx-auto max-w-[1200px] px-4 py-12">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="about-involved" className="text-2xl font-bold">
              {t('about.involved.title')}
            </h2>
            <p className="mt-2">{t('about.involved.text')}</p>
          </div>
          <Link
            to="/how-it-works"
            className="inline-block rounded-lg bg-white px-5 py-3 font-bold text-brand hover:bg-blue-50 focus-visible:outline-white"
          >
            {t('about.involved.link')}
          </Link>
        </div>
      </section>
    </>
  );
}
