import type { Db } from '@hc/db';
import { createDutyPeriod, createFacility } from '@hc/db/factories';
import type { FacilitySummary } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

/** Featured lists are directory-wide: only the tests of this file rank facilities in its database. */
const NOW = new Date('2026-11-25T10:00:00Z');
let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(NOW).clock });
  db = t.database.db;
});

afterAll(async () => {
  await t?.close();
});

async function featured(path: string): Promise<FacilitySummary[]> {
  // Factories write behind the server's back, as another process would. The server re-reads the
  // directory version at most once a second; tell it now, as a write through it would, instead of waiting.
  t.app.directoryVersion.invalidate();
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FacilitySummary[] }>().data;
}

const ids = (facilities: FacilitySummary[]) => facilities.map((f) => f.id);

describe('featured lists', () => {
  it('answer the public featured facilities of one category in their featured order', async () => {
    const third = await createFacility(db, { featuredRank: 3 });
    const first = await createFacility(db, { featuredRank: 1 });
    const second = await createFacility(db, { featuredRank: 2, status: 'approved' });
    await createFacility(db, { featuredRank: 1, status: 'suspended' });
    await createFacility(db, { featuredRank: 1, status: 'pending' });
    await createFacility(db, {});
    const lab = await createFacility(db, { category: 'laboratory', featuredRank: 1 });

    expect(ids(await featured('/api/hospitals/featured'))).toEqual([first.id, second.id, third.id]);
    expect(ids(await featured('/api/laboratories/featured'))).toEqual([lab.id]);
  });

  it('never answer more than 10, break ties by id, and tell which pharmacy is on call', async () => {
    const byRank = new Map<number, number>();
    // Created from the lowest rank up, so ids do not follow the ranks.
    for (let rank = 11; rank >= 1; rank--) {
      byRank.set(rank, (await createFacility(db, { category: 'pharmacy', featuredRank: rank })).id);
    }
    const tie = await createFacility(db, { category: 'pharmacy', featuredRank: 2 });
    await createDutyPeriod(db, { facilityId: byRank.get(1)!, now: NOW });

    const pharmacies = await featured('/api/pharmacies/featured');
    expect(ids(pharmacies)).toEqual([
      byRank.get(1),
      byRank.get(2),
      tie.id,
      ...[3, 4, 5, 6, 7, 8, 9].map((rank) => byRank.get(rank)),
    ]);
    expect(pharmacies.every((f) => f.category === 'pharmacy')).toBe(true);
    expect(pharmacies.map((f) => f.onCallThisWeek)).toEqual([true, ...Array<boolean>(9).fill(false)]);
  });
});
