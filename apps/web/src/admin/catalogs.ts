import { registerCatalogs } from '../lib/i18n';

/** The back-office's catalogs, kept out of the public first load (see lib/i18n.ts). */
registerCatalogs(
  import.meta.glob(
    '../locales/*/{admin,admin-facilities,analytics,app-data,bookings,claims,doctors-admin,duty-groups,employees,facility-claims-admin,facility-form,facility-import,outbox,patients,payments,pharmacy-calls,website-data}.json',
  ),
);
