import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../../../lib/i18n';

/**
 * ENG / FRE (spec 01 §2.1). A native select: labelled, keyboard usable everywhere, no script weight.
 * i18n remembers the choice and sets <html lang> (lib/i18n.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current: Language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-2 pl-2 pr-7 text-sm font-semibold text-slate-800 hover:border-brand"
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} title={t(`header.languageNames.${language}`)}>
            {t(`header.languages.${language}`)}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-1.5 h-4 w-4 text-slate-600"
        fill="currentColor"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
      </svg>
    </div>
  );
}
