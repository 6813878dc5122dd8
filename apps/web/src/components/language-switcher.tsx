import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../lib/i18n';
import { SelectField } from './ui/select-field';

/**
 * ENG / FRE (spec 01 §2.1), in the site's header and the back-office's sidebar (issue 36). A native select:
 * labelled, keyboard usable everywhere, no script weight. i18n remembers the choice and sets <html lang>
 * (lib/i18n.ts); `onChanged` lets a signed-in space save it to the account too.
 */
export function LanguageSwitcher({ onChanged }: { onChanged?: (language: Language) => void } = {}) {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <SelectField
      variant="compact"
      isLabelHidden
      label={t('header.language')}
      value={current}
      onChange={(language) => {
        void i18n.changeLanguage(language);
        onChanged?.(language as Language);
      }}
      options={supportedLanguages.map((language) => ({
        value: language,
        label: t(`header.languages.${language}`),
        title: t(`header.languageNames.${language}`),
      }))}
    />
  );
}
