import { loadCatalog, supportedLanguages } from '../lib/i18n';
import { neededOffline } from '../lib/offline/needed-offline';

// Part of the offline notice's chunk (layouts/offline-notices.tsx), which main.tsx loads once the site is set up
// for offline use: for a visitor who saved the directory, it brings the pages that copy answers.

/** The words of those pages, in both languages: a visitor may switch language offline. */
const NAMESPACES = ['common', 'listings', 'facility', 'detail', 'search', 'saved-directory'];

/**
 * The pages a directory saved on the device answers offline (issue 34): the on-call list, the listings and a
 * facility's page, with the parts they load on demand that they cannot open without (the on-call time
 * chooser, the list/map switch, "Use my location", a pharmacy's map action, the help where no pharmacy is on call)
 * and their words. Each is its own chunk, fetched by pages on first use, which would be too late offline: saving
 * the directory fetches them
 * (needed-offline.ts), and every later visit again (cheap: the worker keeps them), so that a new deployment's
 * files are on the device too. The results map (Leaflet, and tiles that need the network anyway) is left out.
 * The imports name the very modules the router and the pages load, so they resolve to the same files.
 */
export function loadPagesAnsweredOffline(): Promise<unknown> {
  return Promise.all([
    import('./routes/pharmacies-on-call'),
    import('./routes/pharmacies-listing'),
    import('./routes/hospitals-listing'),
    import('./routes/laboratories-listing'),
    import('./routes/facility-detail'),
    import('../features/facilities/listings/components/on-call-controls'),
    import('../features/facilities/listings/components/view-toggle'),
    import('../components/facility/near-me'),
    import('../components/facility/map-action-button'),
    // Where no pharmacy is on call: at least the emergency numbers, offline too. Its words come with its module.
    import('../features/facilities/listings/components/no-rota-help').then(() =>
      Promise.all(supportedLanguages.map((language) => loadCatalog(language, 'on-call-help'))),
    ),
    ...supportedLanguages.flatMap((language) => NAMESPACES.map((namespace) => loadCatalog(language, namespace))),
  ]);
}

neededOffline(loadPagesAnsweredOffline);
