import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { supportedLanguages, type Language } from '../../../lib/i18n';

/**
 * ENG / FRE (spec 01 §2.1). A native select: labelled, keyboard usable everywhere, no script weight.
 * i18n remembers the choice and sets <html lang> (lib/i18n.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <SelectField
      variant="compact"
      isLabelHidden
      label={t('header.language')}
      value={current}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={supportedLanguages.map((language) => ({
        value: language,
        label: t(`header.languages.${language}`),
        title: t(`header.languageNames.${language}`),
      }))}
    />
  );
}
