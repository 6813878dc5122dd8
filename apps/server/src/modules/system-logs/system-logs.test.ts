import type { LogLevel } from '@hc/shared';
import { createSystemLog } from '@hc/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signedInAs, signIn } from '../../test/accounts';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';

const NOW = '2026-11-25T10:00:00Z';
const fakeClock = createFakeClock(NOW);
const minutesAgo = (minutes: number) => new Date(new Date(NOW).getTime() - minutes * 60_000);
let t: TestApp;
/** An admin reads the log in full. */
let cookie: string;
/** A developer reads it pseudonymised (issue 31). */
let developerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
  cookie = (await signedInAs(t, 'admin')).cookie;
  developerCookie = (await signedInAs(t, 'developer')).cookie;
});
afterAll(() => t.close());

type Page = {
  data: {
    id: number;
    level: string;
    source: string;
    message: string;
    userEmail: string | null;
    time: string;
    eventKey: string | null;
    eventParams: Record<string, string | number | null> | null;
  }[];
  meta: {
    total: number;
    page: number;
    pageSize: number;
    counters: { total: number; errors: number; warnings: number; success: number; info: number };
  };
};
const logs = async (query: string, as = cookie) => {
  const response = await t.app.inject({ url: `/api/admin/logs?${query}`, headers: { cookie: as } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

/** Events whose messages share a marker, so each test reads only its own. */
async function createEvents(marker: string, levels: LogLevel[]) {
  for (const [i, level] of levels.entries())
    await createSystemLog(t.database.db, {
      level,
      source: 'API',
      message: `${marker} event ${i}`,
      createdAt: minutesAgo(i),
    });
}

describe('GET /api/admin/logs', () => {
  it('records sign-ins and failures, with the account they concern', async () => {
    const account = await createTestAccount(t, 'patient');
    await signIn(t, account.email, 'not the right password');
    await signIn(t, account.email);
    const failures = await logs(`level=WARN&source=AUTH&q=${encodeURIComponent(account.email)}`);
    expect(failures.data).toEqual([
      expect.objectContaining({
        level: 'WARN',
        source: 'AUTH',
        message: `Failed sign-in (wrong password): ${account.email}`,
        userEmail: account.email,
        time: new Date(NOW).toISOString(),
      }),
    ]);
    const successes = await logs(`level=SUCCESS&source=AUTH&q=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(successes.data.map((e) => e.message)).toEqual([`Signed in: ${account.email}`]);
  });

  it('counts each level among what the other filters select, and pages what the level selects', async () => {
    await createEvents('counters-7f3', [
      'ERROR',
      'ERROR',
      'ERROR',
      'WARN',
      'WARN',
      'SUCCESS',
      'INFO',
      'INFO',
      'INFO',
      'INFO',
    ]);
    const all = await logs('q=counters-7f3');
    expect(all.meta).toEqual({
      total: 10,
      page: 1,
      pageSize: 10,
      counters: { total: 10, errors: 3, warnings: 2, success: 1, info: 4 },
    });
    const errors = await logs('q=counters-7f3&level=ERROR');
    expect(errors.meta.total).toBe(3);
    expect(errors.meta.counters).toEqual(all.meta.counters);
    expect(errors.data.every((e) => e.level === 'ERROR')).toBe(true);
  });

  it('orders by time, newest first unless asked otherwise', async () => {
    await createEvents('order-2c9', ['INFO', 'INFO', 'INFO']);
    expect((await logs('q=order-2c9')).data.map((e) => e.message)).toEqual([
      'order-2c9 event 0',
      'order-2c9 event 1',
      'order-2c9 event 2',
    ]);
    expect((await logs('q=order-2c9&order=asc')).data.map((e) => e.message)).toEqual([
      'order-2c9 event 2',
      'order-2c9 event 1',
      'order-2c9 event 0',
    ]);
  });

  it('searches message, address, account email and request id, taking LIKE wildcards literally', async () => {
    const account = await createTestAccount(t, 'manager');
    const db = t.database.db;
    await createSystemLog(db, { message: 'search-5d1 plain' });
    await createSystemLog(db, { message: 'search-5d1 100% done' });
    await createSystemLog(db, { message: 'elsewhere', ip: '198.51.100.77' });
    await createSystemLog(db, { message: 'by someone', userId: account.id });
    await createSystemLog(db, { message: 'traced', requestId: 'trace-search-5d1' });
    expect((await logs('q=SEARCH-5D1')).meta.total).toBe(3);
    expect((await logs(`q=${encodeURIComponent('5d1 100%')}`)).data.map((e) => e.message)).toEqual([
      'search-5d1 100% done',
    ]);
    expect((await logs('q=198.51.100.77')).data.map((e) => e.message)).toEqual(['elsewhere']);
    expect((await logs(`q=${encodeURIComponent(account.email)}`)).data.map((e) => e.message)).toEqual(['by someone']);
    expect(await logs('q=nothing-matches-this-text')).toMatchObject({ data: [], meta: { total: 0, page: 1 } });
  });

  it('keeps events of today (Douala time), the last 7 days or the last 30 days', async () => {
    const db = t.database.db;
    // NOW is 11:00 in Douala (UTC+1): the local day began at 23:00 UTC the day before.
    await createSystemLog(db, { message: 'range-9a4 this morning', createdAt: new Date('2026-11-24T23:30:00Z') });
    await createSystemLog(db, { message: 'range-9a4 last night', createdAt: new Date('2026-11-24T22:30:00Z') });
    await createSystemLog(db, { message: 'range-9a4 ten days ago', createdAt: minutesAgo(10 * 24 * 60) });
    await createSystemLog(db, { message: 'range-9a4 forty days ago', createdAt: minutesAgo(40 * 24 * 60) });
    const messages = async (range: string) => (await logs(`q=range-9a4&range=${range}`)).data.map((e) => e.message);
    expect(await messages('today')).toEqual(['range-9a4 this morning']);
    expect(await messages('week')).toEqual(['range-9a4 this morning', 'range-9a4 last night']);
    expect(await messages('month')).toHaveLength(3);
    expect(await messages('all')).toHaveLength(4);
  });

  it('clamps the requested page between 1 and the last page', async () => {
    await createEvents(
      'pages-4b8',
      Array.from({ length: 25 }, () => 'INFO' as const),
    );
    const last = await logs('q=pages-4b8&page=9999');
    expect(last.meta).toMatchObject({ total: 25, page: 3, pageSize: 10 });
    expect(last.data).toHaveLength(5);
    expect((await logs('q=pages-4b8&page=2')).data.map((e) => e.message)[0]).toBe('pages-4b8 event 10');
  });

  it('refuses unknown filter values with their field codes', async () => {
    const response = await t.app.inject({ url: '/api/admin/logs?level=DEBUG&page=0', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'level', code: 'invalid_choice' }),
        expect.objectContaining({ path: 'page', code: 'too_small' }),
      ]),
    );
  });
});

describe('the log as a role that may not see everyone reads it (issue 31)', () => {
  it('names accounts by number, hides e-mails and phones, and cuts addresses to their network', async () => {
    const account = await createTestAccount(t, 'patient', { email: 'pseudo-3a7.person@test.example' });
    await createSystemLog(t.database.db, {
      level: 'WARN',
      source: 'AUTH',
      message: 'pseudo-3a7 failed sign-in: pseudo-3a7.person@test.example, then 677 12 34 56',
      userId: account.id,
      ip: '198.51.100.23',
      createdAt: minutesAgo(1),
    });
    const [entry] = (await logs('q=pseudo-3a7', developerCookie)).data;
    expect(entry).toMatchObject({
      message: 'pseudo-3a7 failed sign-in: [e-mail hidden], then [phone hidden]',
      userId: account.id,
      userEmail: null,
      ip: '198.51.100.0',
    });
    const [full] = (await logs('q=pseudo-3a7')).data;
    expect(full).toMatchObject({ userEmail: account.email, ip: '198.51.100.23' });

    const csv = await t.app.inject({
      url: '/api/admin/logs/export?q=pseudo-3a7',
      headers: { cookie: developerCookie },
    });
    expect(csv.body).toContain(`"#${account.id}","198.51.100.0"`);
    expect(csv.body).not.toContain('pseudo-3a7.person@');
  });

  it("hides the event's values as it hides the message: an e-mail in a value is masked the same way", async () => {
    const email = 'someone.8b4@test.example';
    await createSystemLog(t.database.db, {
      level: 'WARN',
      source: 'AUTH',
      message: `params-8b4 failed sign-in: ${email}`,
      eventKey: 'auth.signInFailedWrongPassword',
      eventParams: { identifier: email, ip: '198.51.100.23', phone: '677 12 34 56', failures: 5 },
    });
    const [entry] = (await logs('q=params-8b4', developerCookie)).data;
    expect(entry).toMatchObject({
      message: 'params-8b4 failed sign-in: [e-mail hidden]',
      eventKey: 'auth.signInFailedWrongPassword',
      eventParams: { identifier: '[e-mail hidden]', ip: '198.51.100.0', phone: '[phone hidden]', failures: 5 },
    });
    const [full] = (await logs('q=params-8b4')).data;
    expect(full).toMatchObject({
      message: `params-8b4 failed sign-in: ${email}`,
      eventParams: { identifier: email, ip: '198.51.100.23', phone: '677 12 34 56', failures: 5 },
    });
  });

  it('does not let a search confirm what it hides: an e-mail, a phone, an address', async () => {
    const account = await createTestAccount(t, 'patient', { email: 'oracle-5c2@test.example' });
    await createSystemLog(t.database.db, {
      message: 'oracle-5c2 event of oracle-5c2@test.example from +237 699 55 44 33',
      userId: account.id,
      ip: '192.0.2.201',
    });
    for (const hidden of ['oracle-5c2@test.example', '699 55 44 33', '192.0.2.201']) {
      expect((await logs(`q=${encodeURIComponent(hidden)}`, developerCookie)).meta.total, hidden).toBe(0);
      expect((await logs(`q=${encodeURIComponent(hidden)}`)).meta.total, hidden).toBe(1);
    }
    expect((await logs('q=oracle-5c2 event', developerCookie)).meta.total).toBe(1);
  });
});

describe('GET /api/admin/logs/export', () => {
  it('exports the filtered events as a spreadsheet-safe CSV', async () => {
    const account = await createTestAccount(t, 'manager', { email: 'csv.reader@test.example' });
    const db = t.database.db;
    await createSystemLog(db, {
      level: 'ERROR',
      source: 'PAYMENT',
      message: 'export-1e6 =SUM(A1:A9) said "no"',
      ip: '203.0.113.5',
      requestId: 'req-export-1',
      createdAt: minutesAgo(2),
    });
    await createSystemLog(db, {
      level: 'INFO',
      source: 'PAYMENT',
      message: '-export-1e6 starts with a minus',
      userId: account.id,
      createdAt: minutesAgo(1),
    });
    await createSystemLog(db, { source: 'API', message: 'export-1e6 other source' });

    const response = await t.app.inject({ url: '/api/admin/logs/export?source=PAYMENT', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="system-logs-2026-11-25.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\ufeff' +
        [
          '"Time","Level","Source","Message","Count","User","IP","Request ID"',
          `"${minutesAgo(1).toISOString()}","INFO","PAYMENT","'-export-1e6 starts with a minus","1","csv.reader@test.example","",""`,
          `"${minutesAgo(2).toISOString()}","ERROR","PAYMENT","export-1e6 =SUM(A1:A9) said ""no""","1","System","203.0.113.5","req-export-1"`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('neutralises every leading formula character', async () => {
    for (const lead of ['=', '+', '@', '\t'])
      await createSystemLog(t.database.db, { source: 'SMS', message: `${lead}formula-8c2` });
    const response = await t.app.inject({ url: '/api/admin/logs/export?source=SMS', headers: { cookie } });
    const messages = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('","')[3]);
    expect(messages.sort()).toEqual(["'\tformula-8c2", "'+formula-8c2", "'=formula-8c2", "'@formula-8c2"].sort());
  });
});
