/**
 * The first screen (docs/decisions/2026-11-27-first-screen.md) is plain HTML until the app replaces it,
 * which on a slow phone is a second or more. A language chosen in its select meanwhile is carried over to
 * the app rather than lost. (Its menu button, which needs the app, is drawn disabled until then.)
 */
export function carryOverFirstScreen(root: HTMLElement) {
  const select = root.querySelector('select');
  let applyLanguage: ((language: string) => void) | undefined;
  select?.addEventListener('change', () => applyLanguage?.(select.value));
  /** The option the server drew as current is `defaultSelected`: another one selected is the visitor's choice. */
  const chosenLanguage = () => (select && !select.selectedOptions[0]?.defaultSelected ? select.value : undefined);

  return {
    chosenLanguage,
    /** From now until the app replaces the first screen, a language chosen there is applied with `apply`. */
    followLanguage(apply: (language: string) => void) {
      applyLanguage = apply;
      const chosen = chosenLanguage();
      if (chosen) apply(chosen);
    },
  };
}
