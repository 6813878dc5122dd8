import type { AnswerLanguage } from '@hc/shared';

/**
 * The language of a reference answer's `name`: `?lang=` when given, else the Accept-Language entry
 * of English or French with the highest weight (`fr-CM,fr;q=0.9,en;q=0.5` is French), else English.
 */
export function requestLanguage(lang: AnswerLanguage | undefined, acceptLanguage: string | undefined): AnswerLanguage {
  if (lang) return lang;
  let best: { language: AnswerLanguage; weight: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.startsWith('fr') ? 'fr' : tag.startsWith('en') ? 'en' : null;
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'en';
}

/** Adds `name` in the language to items named in both. */
export const withName = <T extends { nameEn: string; nameFr: string }>(items: T[], language: AnswerLanguage) =>
  items.map((item) => ({ ...item, name: language === 'fr' ? item.nameFr : item.nameEn }));
