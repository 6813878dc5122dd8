import { tables } from '@hc/db';
import type { OutboxList } from '@hc/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signedInAs } from '../../test/accounts';
import { createFakeClock, createTestApp, missingReferenceDir, type TestApp } from '../../test/test-app';

const clock = createFakeClock('2026-11-23T09:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const list = async (query = '', cookie = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxList>();
};

describe('outbox', () => {
  it('lists the mail newest first, 10 a page, filtered by part of the recipient (any case)', async () => {
    for (let i = 0; i < 12; i++) {
      clock.advance(60_000);
      await t.app.mailer.send({
        to: `reader${i}@${i % 2 ? 'odd' : 'even'}.example.cm`,
        locale: 'en',
        template: 'password_reset',
        data: { link: `https://x.example/reset-password?token=t${i}`, minutes: 30 },
      });
    }
    const first = await list();
    expect(first.meta).toEqual({ total: 12, page: 1, pageSize: 10 });
    expect(first.data[0]).toMatchObject({
      to: 'reader11@odd.example.cm',
      subject: 'Reset your password',
      template: 'password_reset',
      transport: 'outbox',
      state: 'outbox',
      sentAt: null,
      error: null,
      createdAt: '2026-11-23T09:12:00.000Z',
    });
    expect(first.data[0]!.body).toContain('https://x.example/reset-password?token=t11');
    expect((await list('?page=2')).data.map((m) => m.to)).toEqual([
      'reader1@odd.example.cm',
      'reader0@even.example.cm',
    ]);
    const odd = await list('?q=ODD.example');
    expect(odd.meta.total).toBe(6);
    expect(odd.data.every((m) => m.to.endsWith('@odd.example.cm'))).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await list('?q=%25')).meta.total).toBe(0);
  });

  it('is for admins only: support, manager and developer get 403, a visitor 401', async () => {
    for (const role of ['support', 'manager', 'developer'] as const) {
      const { cookie } = await signedInAs(t, role);
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('shows whether a message left by SMTP or why it did not', async () => {
    const failing = {
      ...nodemailer.createTransport({ jsonTransport: true }),
      sendMail: async () => {
        throw new Error('550 mailbox unavailable');
      },
    } as unknown as Transporter;
    for (const [transporter, to] of [
      [nodemailer.createTransport({ jsonTransport: true }), 'sent@smtp.example.cm'],
      [failing, 'failed@smtp.example.cm'],
    ] as const) {
      const app = await buildApp({
        db: t.database.db,
        config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir }),
        clock: clock.clock,
        mailTransporter: transporter,
      });
      await app.mailer.send({ to, locale: 'fr', template: 'password_changed', data: { when: 'hier' } });
      await app.close();
    }
    const [sent] = (await list('?q=sent@smtp')).data;
    expect(sent).toMatchObject({
      transport: 'smtp',
      state: 'sent',
      error: null,
      subject: 'Votre mot de passe a été modifié',
    });
    expect(sent!.sentAt).not.toBeNull();
    const [failed] = (await list('?q=failed@smtp')).data;
    expect(failed).toMatchObject({
      transport: 'smtp',
      state: 'failed',
      sentAt: null,
      error: '550 mailbox unavailable',
    });
    expect(await t.database.db.select().from(tables.outboxMessages)).toHaveLength(14);
  });
});
