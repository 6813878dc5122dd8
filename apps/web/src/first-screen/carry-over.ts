import { supportedLanguages, type Language } from '../lib/i18n';

const isLanguage = (value: string): value is Language => (supportedLanguages as readonly string[]).includes(value);

/**
 * The first screen (docs/decisions/2026-11-27-first-screen.md) is plain HTML until the app replaces it,
 * which on a slow phone is a second or more. A language chosen in its select meanwhile is carried over to
 * the app rather than lost. (Its menu button, which needs the app, is drawn disabled until then.)
 */
export function carryOverFirstScreen(root: HTMLElement) {
  const select = root.querySelector('select');
  let applyLanguage: ((language: Language) => void) | undefined;
  /** The option the server drew as current is `defaultSelected`: another one selected is the visitor's choice. */
  const chosenLanguage = () =>
    select && !select.selectedOptions[0]?.defaultSelected && isLanguage(select.value) ? select.value : undefined;
  // Any change once the app follows, back to the server's language too.
  select?.addEventListener('change', () => {
    if (isLanguage(select.value)) applyLanguage?.(select.value);
  });

  return {
    chosenLanguage,
    /** From now until the app replaces the first screen, a language chosen there is applied with `apply`. */
    followLanguage(apply: (language: Language) => void) {
      applyLanguage = apply;
      const chosen = chosenLanguage();
      if (chosen) apply(chosen);
    },
  };
}
