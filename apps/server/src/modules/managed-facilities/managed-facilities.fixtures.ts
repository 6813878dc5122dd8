import { createFacility, createFacilityManager, createPlace } from '@hc/db/factories';
import { signedInAs } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** An API call as `cookie` (anonymous when null). */
export const callAs = (t: TestApp) => (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * The people around one pharmacy (test code only): its manager; the manager of another pharmacy in the same
 * region and of one in another region; a manager whose link to it was revoked; an admin who manages nothing.
 */
export async function createManagerScene(t: TestApp) {
  const db = t.database.db;
  const home = await createPlace(db);
  const away = await createPlace(db);
  const pharmacy = await createFacility(db, { ...home, category: 'pharmacy', name: 'Pharmacie du Marché' });
  const neighbour = await createFacility(db, { ...home, category: 'pharmacy', name: 'Pharmacie Voisine' });
  const distant = await createFacility(db, { ...away, category: 'pharmacy', name: 'Pharmacie Lointaine' });

  const manager = await signedInAs(t, 'facility_manager', { locale: 'fr' });
  const managerLink = await createFacilityManager(db, { facilityId: pharmacy.id, userId: manager.account.id });
  const neighbourManager = await signedInAs(t, 'facility_manager');
  await createFacilityManager(db, { facilityId: neighbour.id, userId: neighbourManager.account.id });
  const distantManager = await signedInAs(t, 'facility_manager');
  await createFacilityManager(db, { facilityId: distant.id, userId: distantManager.account.id });
  const revokedManager = await signedInAs(t, 'facility_manager');
  await createFacilityManager(db, {
    facilityId: pharmacy.id,
    userId: revokedManager.account.id,
    revokedAt: new Date('2026-01-01T00:00:00Z'),
    revokeReason: 'Left the pharmacy',
  });
  const admin = await signedInAs(t, 'admin');
  return {
    home,
    away,
    pharmacy,
    neighbour,
    distant,
    manager,
    managerLink,
    neighbourManager,
    distantManager,
    revokedManager,
    admin,
  };
}
export type ManagerScene = Awaited<ReturnType<typeof createManagerScene>>;
