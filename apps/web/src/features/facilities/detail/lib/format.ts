/** The Intl locale for the interface language (Cameroon's English or French conventions). */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('fr') ? 'fr-CM' : 'en-CM';
}

export { useNow } from '../../../../lib/use-now';

/** An http(s) URL that is safe to link to, or null (spec 02 §5: only http and https are followed). */
export function toExternalUrl(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? value.trim() : `https://${value.trim()}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
