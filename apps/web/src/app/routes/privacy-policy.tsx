import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/marketing/legal/legal-document';

/** The privacy policy (catalog 'legal', loaded only here and on the terms of use). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalDocument documentKey="privacy" title={t('titles.privacyPolicy')} />;
}
