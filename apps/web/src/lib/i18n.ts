import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/** The saved choice, else the browser's first supported language, else English. */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    // Storage can be disabled; fall through to the browser's preference.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

type CatalogLoader = () => Promise<unknown>;

/**
 * Catalogs are split by language and namespace and fetched on demand: a visitor downloads one language.
 * The back-office's namespaces, and those of parts a page loads only sometimes (the help shown where no
 * pharmacy is on call, a search's nearest alternatives), are left out of this map (each entry is bytes in
 * the first-load chunk every visitor fetches): their chunk adds them with `registerCatalogs` when it loads.
 */
const catalogs: Record<string, CatalogLoader> = import.meta.glob([
  '../locales/*/*.json',
  '!../locales/*/{admin,admin-facilities,analytics,app-data,bookings,claims,doctors-admin,duty-groups,employees,facility-form,facility-import,outbox,patients,payments,pharmacy-calls,website-data}.json',
  '!../locales/*/{manager,on-call-help,search-nearest}.json',
  // Issue 35: the claim flow and the confirmation page bring their own (features/facility-claims/catalogs.ts).
  '!../locales/*/facility-claim.json',
  // Issue 35: the back-office's claims queue, claim page and managers (admin/catalogs.ts).
  '!../locales/*/facility-claims-admin.json',
]);

/** Adds catalogs as `import.meta.glob` gives them from any folder (keys `…/locales/<language>/<namespace>.json`). */
export function registerCatalogs(loaders: Record<string, CatalogLoader>) {
  for (const [key, load] of Object.entries(loaders)) catalogs[`../${key.slice(key.indexOf('locales/'))}`] = load;
}

/** One namespace's catalog in one language; rejects when no catalog has that name. */
export async function loadCatalog(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogs[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No catalog ${language}/${namespace}`);
  return ((await load()) as { default: Record<string, unknown> }).default;
}

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * `load`, fetching alongside it the catalogs its part needs only once its data has come (the facility
 * cards' words): asked for later, they would arrive after the data, and React would hide the part
 * already on screen (its Suspense fallback) until they came. Resolves with what `load` gives.
 */
export function withCatalogs<T>(load: () => Promise<T>, namespaces: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([loaded]) => loaded);
}

export async function initI18n(language: Language = detectLanguage()) {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    // Installing the site names it in the language in use (vite.config.ts writes one manifest per language).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest-${lng}.webmanifest`);
    // The server reads it to name this language's catalogs in each page's HTML (fetched at once).
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `lang=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Not fatal: the choice just won't be remembered.
    }
  });
  await i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: supportedLanguages,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18n;
}

export { i18n };
