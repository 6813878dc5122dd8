import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Healthcare Within Reach" (translated); no title means the home title. */
export function useDocumentTitle(pageTitle?: string) {
  const { t } = useTranslation();
  const title = pageTitle ? `${pageTitle} · ${t('layout.titleSuffix')}` : t('layout.homeTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
