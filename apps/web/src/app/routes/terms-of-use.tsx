import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/marketing/legal/legal-document';

/** The terms of use (catalog 'legal'). */
export function TermsOfUsePage() {
  const { t } = useTranslation();
  return <LegalDocument documentKey="terms" title={t('titles.termsOfUse')} />;
}
