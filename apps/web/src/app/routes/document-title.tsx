import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Sets the tab title for a route from a `titles.*` key; no key gives the home page's title. */
export function DocumentTitle({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey ? t(`titles.${titleKey}`) : undefined);
  return null;
}
