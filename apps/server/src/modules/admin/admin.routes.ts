import { queryRows } from '@hc/db';
import {
  adminProfileSchema,
  apiErrorSchema,
  dataEnvelope,
  loginActivitySchema,
  notificationSettingsSchema,
  overviewSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  type AdminProfile,
} from '@hc/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { generateTotpSecret, hashPassword, totpUri, verifyPassword, verifyTotp } from '../../lib/crypto';
import { findUserById, setPassword } from '../auth/auth.repository';
import { deleteUserSessions } from '../auth/sessions';
import { writeSystemLog } from '../system-logs/system-log';
import { describeDevice } from './admin-list';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type ProfileRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: string;
  job_title: string | null;
  department: string | null;
  employee_id: string | null;
  join_date: string | null;
  last_login_at: Date | string | null;
  totp_enabled: boolean;
  email_notifications: boolean;
  sms_notifications: boolean;
  login_alerts: boolean;
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (
    request: { ip: string; id: string; session: { user: { id: number } } | null },
    message: string,
    level: 'INFO' | 'SUCCESS' | 'WARN' = 'INFO',
    source: 'AUTH' | 'SECURITY' | 'API' = 'API',
  ) =>
    writeSystemLog(app.db, {
      level,
      source,
      message,
      userId: request.session?.user.id ?? null,
      ip: request.ip,
      requestId: request.id,
    });

  async function loadProfile(userId: number): Promise<AdminProfile> {
    const [row] = await queryRows<ProfileRow>(
      app.db,
      sql`SELECT id, first_name, last_name, email, phone, role, job_title, department, employee_id, join_date::text AS join_date,
          last_login_at, totp_enabled, email_notifications, sms_notifications, login_alerts FROM users WHERE id = ${userId}`,
    );
    if (!row) throw notFound('Account');
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      role: row.role,
      jobTitle: row.job_title,
      department: row.department,
      employeeId: row.employee_id,
      joinDate: row.join_date,
      lastLogin: iso(row.last_login_at),
      twoFactorEnabled: row.totp_enabled,
      emailNotifications: row.email_notifications,
      smsNotifications: row.sms_notifications,
      loginAlerts: row.login_alerts,
    };
  }

  app.get(
    '/admin/overview',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(overviewSchema), ...errors } },
    },
    async () => {
      const [totals] = await queryRows<{ patients: number; active_doctors: number; facilities: number; staff: number }>(
        app.db,
        sql`SELECT
          (SELECT count(*) FROM users WHERE role = 'patient' AND status <> 'inactive')::int AS patients,
          (SELECT count(*) FROM users WHERE role = 'doctor' AND status = 'active')::int AS active_doctors,
          (SELECT count(*) FROM facilities WHERE status IN ('active', 'approved'))::int AS facilities,
          (SELECT count(*) FROM users WHERE role IN ('admin', 'staff') AND status = 'active')::int AS staff`,
      );
      const orders = await queryRows<{
        id: number;
        order_ref: string;
        customer_name: string;
        amount_cfa: number;
        pay_state: 'paid' | 'not_paid';
        order_state: 'processing' | 'completed';
        created_at: Date | string;
      }>(
        app.db,
        sql`SELECT id, order_ref, customer_name, amount_cfa, pay_state, order_state, created_at FROM orders ORDER BY created_at DESC, id DESC LIMIT 10`,
      );
      return {
        data: {
          totals: {
            patients: totals?.patients ?? 0,
            activeDoctors: totals?.active_doctors ?? 0,
            facilities: totals?.facilities ?? 0,
            staff: totals?.staff ?? 0,
          },
          recentOrders: orders.map((o) => ({
            id: o.id,
            orderRef: o.order_ref,
            customer: o.customer_name,
            amountCfa: o.amount_cfa,
            payState: o.pay_state,
            orderState: o.order_state,
            createdAt: new Date(o.created_at).toISOString(),
          })),
        },
      };
    },
  );

  app.get(
    '/admin/profile',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(adminProfileSchema), ...errors } },
    },
    async (request) => ({ data: await loadProfile(request.session!.user.id) }),
  );

  app.patch(
    '/admin/profile',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        body: profileUpdateSchema,
        response: { 200: dataEnvelope(adminProfileSchema), ...errors },
      },
    },
    async (request) => {
      const userId = request.session!.user.id;
      const body = request.body;
      const [clash] = await queryRows<{ id: number }>(
        app.db,
        sql`SELECT id FROM users WHERE lower(email) = lower(${body.email}) AND id <> ${userId}`,
      );
      if (clash)
        throw new AppError('conflict', 'This email is used by another account', {
          email: 'This email is used by another account',
        });
      await queryRows(
        app.db,
        sql`UPDATE users SET first_name = ${body.firstName}, last_name = ${body.lastName}, email = ${body.email},
          phone = ${body.phone ?? null}, department = ${body.department ?? null}, updated_at = now() WHERE id = ${userId}`,
      );
      await audit(request, 'Profile updated', 'SUCCESS');
      return { data: await loadProfile(userId) };
    },
  );

  app.post(
    '/admin/profile/password',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: passwordChangeSchema, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const session = request.session!;
      const user = await findUserById(app.db, session.user.id);
      if (!user || !(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        await audit(request, 'Password change refused: wrong current password', 'WARN', 'SECURITY');
        throw new AppError('validation_failed', 'Your current password is not correct', {
          currentPassword: 'Your current password is not correct',
        });
      }
      await setPassword(app.db, user.user_id, await hashPassword(request.body.newPassword), app.clock());
      // Anyone else holding this account's sessions is signed out; this browser stays in.
      await deleteUserSessions(app.db, user.user_id, session.id);
      await audit(request, 'Password changed', 'SUCCESS', 'SECURITY');
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    '/admin/profile/notifications',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        body: notificationSettingsSchema,
        response: { 200: dataEnvelope(adminProfileSchema), ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      await queryRows(
        app.db,
        sql`UPDATE users SET email_notifications = ${b.emailNotifications}, sms_notifications = ${b.smsNotifications},
          login_alerts = ${b.loginAlerts}, updated_at = now() WHERE id = ${request.session!.user.id}`,
      );
      await audit(request, 'Notification settings updated');
      return { data: await loadProfile(request.session!.user.id) };
    },
  );

  app.post(
    '/admin/profile/two-factor/setup',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(twoFactorSetupSchema), ...errors } },
    },
    async (request) => {
      const user = request.session!.user;
      if (user.twoFactorEnabled) throw new AppError('conflict', 'Two-factor authentication is already on');
      const secret = generateTotpSecret();
      // Stored now but only switched on once the account holder proves their app produces the codes.
      await queryRows(
        app.db,
        sql`UPDATE users SET totp_secret = ${secret}, totp_enabled = false WHERE id = ${user.id}`,
      );
      const otpauthUrl = totpUri(secret, user.email);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { data: { secret, otpauthUrl, qrSvg } };
    },
  );

  app.post(
    '/admin/profile/two-factor/enable',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        body: twoFactorCodeSchema,
        response: { 200: dataEnvelope(adminProfileSchema), ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.session!.user.id);
      if (!user?.totp_secret)
        throw new AppError('validation_failed', 'Start the set-up first', { code: 'Start the set-up first' });
      if (!verifyTotp(user.totp_secret, request.body.code, app.clock())) {
        throw new AppError('validation_failed', 'That code is not valid', {
          code: 'That code is not valid or has expired',
        });
      }
      await queryRows(app.db, sql`UPDATE users SET totp_enabled = true, updated_at = now() WHERE id = ${user.user_id}`);
      await audit(request, 'Two-factor authentication turned on', 'SUCCESS', 'SECURITY');
      return { data: await loadProfile(user.user_id) };
    },
  );

  app.post(
    '/admin/profile/two-factor/disable',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        body: twoFactorDisableSchema,
        response: { 200: dataEnvelope(adminProfileSchema), ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.session!.user.id);
      if (!user || !(await verifyPassword(user.password_hash, request.body.password))) {
        throw new AppError('validation_failed', 'Your password is not correct', {
          password: 'Your password is not correct',
        });
      }
      await queryRows(
        app.db,
        sql`UPDATE users SET totp_enabled = false, totp_secret = NULL, updated_at = now() WHERE id = ${user.user_id}`,
      );
      await audit(request, 'Two-factor authentication turned off', 'WARN', 'SECURITY');
      return { data: await loadProfile(user.user_id) };
    },
  );

  app.get(
    '/admin/profile/login-activity',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], response: { 200: dataEnvelope(loginActivitySchema), ...errors } },
    },
    async (request) => {
      const session = request.session!;
      const [history, sessions, profile] = await Promise.all([
        queryRows<{
          id: number;
          created_at: Date | string;
          ip: string | null;
          user_agent: string | null;
          success: boolean;
        }>(
          app.db,
          sql`SELECT id, created_at, ip, user_agent, success FROM login_attempts WHERE user_id = ${session.user.id} ORDER BY created_at DESC, id DESC LIMIT 20`,
        ),
        queryRows<{
          id: string;
          created_at: Date | string;
          last_seen_at: Date | string;
          ip: string | null;
          user_agent: string | null;
        }>(
          app.db,
          sql`SELECT id, created_at, last_seen_at, ip, user_agent FROM sessions
            WHERE user_id = ${session.user.id} AND NOT mfa_pending AND expires_at > ${app.clock().toISOString()}::timestamptz ORDER BY last_seen_at DESC`,
        ),
        loadProfile(session.user.id),
      ]);
      return {
        data: {
          lastLogin: profile.lastLogin,
          history: history.map((h) => ({
            id: h.id,
            date: new Date(h.created_at).toISOString(),
            ip: h.ip,
            device: describeDevice(h.user_agent),
            status: h.success ? ('Success' as const) : ('Failed' as const),
          })),
          sessions: sessions.map((s) => ({
            id: s.id,
            createdAt: new Date(s.created_at).toISOString(),
            lastSeenAt: new Date(s.last_seen_at).toISOString(),
            ip: s.ip,
            device: describeDevice(s.user_agent),
            isCurrent: s.id === session.id,
          })),
        },
      };
    },
  );

  app.delete(
    '/admin/profile/sessions/:sessionId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin'],
        params: z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/, 'Not a session id') }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const rows = await queryRows<{ id: string }>(
        app.db,
        sql`DELETE FROM sessions WHERE id = ${request.params.sessionId} AND user_id = ${request.session!.user.id} RETURNING id`,
      );
      if (rows.length === 0) throw notFound('Session');
      await audit(request, 'A session was ended from Login Activity', 'INFO', 'SECURITY');
      return { data: { ok: true as const } };
    },
  );
};
