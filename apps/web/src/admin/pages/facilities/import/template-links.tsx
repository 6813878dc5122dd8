import { facilityImportLanguages } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../../../lib/api-client';
import { IMPORT_NAMESPACE } from './import-report';

/** The server's import template in a language: its headers and one example row. */
export const importTemplateUrl = (lang: (typeof facilityImportLanguages)[number]) =>
  buildUrl('/api/admin/facilities/import/template.csv', { lang });

/**
 * Both templates, whatever the page's language: a partner may fill in the other one. Plain download links,
 * so the browser saves the file and the session cookie goes with it (as the list's export).
 */
export function TemplateLinks() {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  return (
    <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('import.template.title')}>
      {facilityImportLanguages.map((lang) => (
        <li key={lang}>
          <a
            href={importTemplateUrl(lang)}
            download={`facility-import-template-${lang}.csv`}
            className="inline-flex items-center gap-2 rounded-md border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand/10"
          >
            {t(`import.template.${lang}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
