import { registerCatalogs } from '../../lib/i18n';

// The claim flow's and the confirmation page's words come with their chunk, out of the catalog list every
// page carries (lib/i18n.ts).
registerCatalogs(import.meta.glob('../../locales/*/facility-claim.json'));

export const CLAIM_NAMESPACE = 'facility-claim';
