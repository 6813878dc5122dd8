/**
 * The back-office facility list scenario (issue 9): a signed-in staff member filtering, searching by
 * name or id and paging deep into 100,000 facilities. Staff answers are never cached, so every
 * request runs the SQL.
 */
import { queryRows, tables, type Database } from '@hc/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../apps/server/src/lib/crypto';
import { isSessionCookieName } from '../apps/server/src/lib/session-cookie';

/** Only this run knows it; the account lives in the benchmark database alone. */
const password = `bench-${process.pid}-${Date.now()}`;

/** A staff account of that role (made anew each run) signed in through the API: the Cookie header to send. */
export async function benchStaffCookie(
  app: FastifyInstance,
  database: Database,
  role: 'manager' | 'admin' = 'manager',
): Promise<string> {
  const { users } = tables;
  const email = `bench-${role}@bench.invalid`;
  await database.db.delete(users).where(eq(users.email, email));
  await database.db.insert(users).values({
    email,
    firstName: 'Bench',
    lastName: 'Staff',
    role,
    passwordHash: await hashPassword(password),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: email, password },
  });
  const cookie = response.cookies.find((c) => isSessionCookieName(c.name));
  if (!cookie) throw new Error(`The bench staff account could not sign in (${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Filter sets as staff use them: by place name (the cascade), status, type, needs-data, name or id search, deep pages. */
export async function adminListPaths(database: Database): Promise<string[]> {
  const places = await queryRows<{ region: string; division: string; subdivision: string }>(
    database.db,
    sql`SELECT r.name_fr AS region, d.name_fr AS division, s.name_fr AS subdivision
        FROM subdivisions s JOIN divisions d ON d.id = s.division_id JOIN regions r ON r.id = d.region_id
        ORDER BY s.id`,
  );
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM facilities WHERE source_id LIKE 'bench:%' ORDER BY id DESC LIMIT 20`,
  );
  const filters: string[] = ['', 'page=500', 'status=active&page=500', 'type=pharmacy&page=200', 'needsData=true'];
  for (const [i, place] of places.entries()) {
    if (i % 12 !== 0) continue;
    const region = encodeURIComponent(place.region);
    filters.push(`region=${region}`);
    filters.push(`region=${region}&division=${encodeURIComponent(place.division)}`);
    filters.push(
      `region=${region}&division=${encodeURIComponent(place.division)}&subdivision=${encodeURIComponent(place.subdivision)}&status=active`,
    );
  }
  for (const term of ['hopital', 'pharmacie du marche', 'centre de sante', 'clinique', 'labo', 'district hospital'])
    filters.push(`q=${encodeURIComponent(term)}`, `q=${encodeURIComponent(term)}&type=pharmacy`);
  for (const { id } of ids) filters.push(`q=${id}`);
  return [...new Set(filters)].map((filter) => `/api/admin/facilities${filter ? `?${filter}` : ''}`);
}
