import { registerCatalogs } from '../../lib/i18n';

/** The managers' space's words: only its own chunk carries them (see lib/i18n.ts, on-demand catalogs). */
export const MANAGER_NAMESPACE = 'manager';

registerCatalogs(import.meta.glob('../../locales/*/manager.json'));
