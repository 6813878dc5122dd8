import { tables } from '@hc/db';
import { createFacility, createPlace } from '@hc/db/factories';
import type { LogEntry, PharmacyCall } from '@hc/shared';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signedInAs, signIn } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

// Issue 36: each write names its event and the values of its sentence, beside the English message.

const NOW = '2026-11-25T10:00:00Z';
const fakeClock = createFakeClock(NOW);
let t: TestApp;
let staff: string;
let staffId: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
  const signedIn = await signedInAs(t, 'manager');
  staff = signedIn.cookie;
  staffId = signedIn.account.id;
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, payload: object, cookie = staff) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** The newest rows whose message contains `marker`, newest first. */
const rowsAbout = async (marker: string) =>
  (await db().select().from(tables.systemLogs).orderBy(desc(tables.systemLogs.id))).filter((row) =>
    row.message.includes(marker),
  );

describe('system log events', () => {
  it('a failed and a successful sign-in name their events, with the address typed', async () => {
    const account = await createTestAccount(t, 'patient', { email: 'events-4d1.reader@test.example' });
    await signIn(t, account.email, 'not the right password');
    await signIn(t, account.email);
    const rows = await rowsAbout('events-4d1.reader@');
    expect(rows.map(({ message, eventKey, eventParams }) => ({ message, eventKey, eventParams }))).toEqual([
      {
        message: `Signed in: ${account.email}`,
        eventKey: 'auth.signedIn',
        eventParams: { email: account.email },
      },
      {
        message: `Failed sign-in (wrong password): ${account.email}`,
        eventKey: 'auth.signInFailedWrongPassword',
        eventParams: { identifier: account.email },
      },
    ]);
  });

  it("a facility's approval names the facility by number and name", async () => {
    const facility = await createFacility(db(), { status: 'pending', name: 'Clinique Événements 7b2' });
    const response = await post(`/api/admin/facilities/${facility.id}/approve`, {});
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsAbout('Clinique Événements 7b2');
    expect(row).toMatchObject({
      message: `Facility #${facility.id} approved: Clinique Événements 7b2`,
      userId: staffId,
      eventKey: 'facility.approved',
      eventParams: { id: facility.id, name: 'Clinique Événements 7b2' },
    });
  });

  it('a duty period added to a pharmacy names the pharmacy, the period and its times', async () => {
    const facility = await createFacility(db(), {
      ...(await createPlace(db())),
      category: 'pharmacy',
      name: 'Pharmacie Événements 2c9',
    });
    const response = await post('/api/admin/pharmacy-calls', {
      facilityId: facility.id,
      startsAt: '2026-11-25T22:00:00+01:00',
      endsAt: '2026-11-26T07:30:00+01:00',
    });
    expect(response.statusCode, response.body).toBe(201);
    const period = response.json<{ data: PharmacyCall }>().data;
    const [row] = await rowsAbout('Pharmacie Événements 2c9');
    expect(row).toMatchObject({
      eventKey: 'rota.periodAdded',
      eventParams: {
        facilityId: facility.id,
        periodId: period.id,
        startsAt: '2026-11-25T21:00:00.000Z',
        endsAt: '2026-11-26T06:30:00.000Z',
        name: 'Pharmacie Événements 2c9',
      },
    });
    expect(row!.message).toBe(
      `Pharmacy #${facility.id} duty_added (period #${period.id}, 2026-11-25T21:00:00.000Z to 2026-11-26T06:30:00.000Z): Pharmacie Événements 2c9`,
    );

    // The list gives the event to the back-office as it was written.
    const list = await t.app.inject({
      url: `/api/admin/logs?q=${encodeURIComponent('Pharmacie Événements 2c9')}`,
      headers: { cookie: admin },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [entry] = list.json<{ data: LogEntry[] }>().data;
    expect(entry).toMatchObject({ eventKey: 'rota.periodAdded', eventParams: row!.eventParams });
  });

  it('a row written before events had keys is listed without one', async () => {
    const [old] = await db()
      .insert(tables.systemLogs)
      .values({ level: 'INFO', source: 'API', message: 'events-9e0 an older line' })
      .returning();
    const list = await t.app.inject({ url: '/api/admin/logs?q=events-9e0', headers: { cookie: admin } });
    expect(list.json<{ data: LogEntry[] }>().data).toEqual([
      expect.objectContaining({ id: old!.id, message: 'events-9e0 an older line', eventKey: null, eventParams: null }),
    ]);
  });
});
