import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A back-office section that exists (behind the guard) but whose screens come in a later release. */
export function LaterSectionPage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation('admin');
  const title = t(`nav.${sectionKey}`);
  useDocumentTitle(title);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6">
        <p className="text-slate-700">{t('later.text')}</p>
        <Link to="/admin-dashboard" className="mt-4 inline-block font-semibold text-brand underline">
          {t('later.back')}
        </Link>
      </div>
    </section>
  );
}
