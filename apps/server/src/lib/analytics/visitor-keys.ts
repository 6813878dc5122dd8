import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@hc/db';
import { ANALYTICS_SESSION_IDLE_MINUTES } from '@hc/shared';
import { deleteSaltsAndVisitorDaysBefore, findSalt, insertSaltIfMissing } from '../../sql/analytics-events.repository';
import { doualaDayOf, doualaMidnight } from './periods';
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = ANALYTICS_SESSION_IDLE_MINUTES * 60 * 1000;

/** The keyed hash that stands for a visitor on one day: the address and user agent never leave this function. */
export const visitorKey = (salt: string, ip: string, userAgent: string) =>
  createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22);

export type VisitorKeys = { day: string; today: string; yesterday: string | null };

/**
 * Daily salts (docs/decisions/2026-11-24-analytics.md): a visitor is recognised within one Douala day
 * only. Today's salt is created on first use (by whichever process comes first); yesterday's is kept
 * until its last sessions have ended (30 minutes after midnight) so a visit across midnight stays one
 * session, then deleted with every older one: after that, nobody can tell who yesterday's visitors were.
 */
export function createVisitorKeys(db: Db) {
  const cache = new Map<string, string>();

  async function saltOf(day: string, create: boolean): Promise<string | null> {
    const known = cache.get(day);
    if (known) return known;
    if (create) await insertSaltIfMissing(db, day, randomBytes(32).toString('base64url'));
    const salt = await findSalt(db, day);
    if (salt) cache.set(day, salt);
    return salt;
  }

  return {
    /** The visitor's keys for `now`'s day and, while its sessions may still run, the day before. */
    async keysFor(ip: string, userAgent: string, now: Date): Promise<VisitorKeys> {
      const day = doualaDayOf(now);
      const today = visitorKey((await saltOf(day, true))!, ip, userAgent);
      const midnight = doualaMidnight(now);
      const previousDay = doualaDayOf(new Date(midnight.getTime() - DAY_MS));
      const yesterdaySalt = now.getTime() - midnight.getTime() < IDLE_MS ? await saltOf(previousDay, false) : null;
      return { day, today, yesterday: yesterdaySalt ? visitorKey(yesterdaySalt, ip, userAgent) : null };
    },

    /** Deletes the salts and visitor-day rows no session can need any more. */
    async prune(now: Date): Promise<void> {
      const midnight = doualaMidnight(now);
      const keepYesterday = now.getTime() - midnight.getTime() < IDLE_MS;
      const oldest = doualaDayOf(keepYesterday ? new Date(midnight.getTime() - DAY_MS) : now);
      await deleteSaltsAndVisitorDaysBefore(db, oldest);
      for (const day of cache.keys()) if (day < oldest) cache.delete(day);
    },
  };
}
export type VisitorKeysService = ReturnType<typeof createVisitorKeys>;
