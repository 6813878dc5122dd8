/**
 * The soak's request mix: what visitors and staff ask of the API, weighted roughly as a day's traffic
 * (most of it public reads of the landing page, listings, details and the on-call list; some searches,
 * a share of them never asked before; a little back-office work). Built from the database before the
 * server starts, so every URL names places and facilities that exist and every answer should be a 2xx.
 */
import { queryRows, type Database } from '@hc/db';
import { sql } from 'drizzle-orm';
import { isPublic } from '../../apps/server/src/sql/public-facility.repository';
import { adminListPaths } from '../admin-list';
import { createRandom } from '../generate-facilities';
import { novelSearchPaths } from '../search-queries';
import type { StaffAccount } from './prepare-directory';

/** One kind of request: its paths are sent in rotation, `weight` of every 1,000 requests. */
export type MixKind = {
  name: string;
  weight: number;
  method: 'GET' | 'POST';
  paths: string[];
  /** A JSON body sent with every request of this kind. */
  body?: string;
  /** Sent with the staff session cookie. */
  signedIn?: boolean;
};

/** Typed as visitors type them: prefixes, typos, places; the same few hundred URLs over and over (cached). */
const popularTerms = [
  'hop',
  'hopital',
  'pharm',
  'pharmacie',
  'labo',
  'clinique',
  'centre de sante',
  'douala',
  'yaunde',
];
const popularFilters = ['', 'region=100', 'region=101', 'type=pharmacy', 'type=hospital'];

async function places(database: Database) {
  const divisions = await queryRows<{ id: number; region_id: number }>(
    database.db,
    sql`SELECT id, region_id FROM divisions ORDER BY id`,
  );
  const regions = [...new Set(divisions.map((d) => d.region_id))];
  return { divisions, regions };
}

async function publicFacilityIds(database: Database, count: number, seed: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT f.id FROM facilities f WHERE ${isPublic} ORDER BY f.id`,
  );
  const random = createRandom(seed);
  const ids = rows.map((r) => r.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, count);
}

export async function buildSoakMix(
  database: Database,
  options: { staff: StaffAccount; seed: number; novelQueries: number },
): Promise<MixKind[]> {
  const { divisions, regions } = await places(database);
  const landing = [
    '/api/hospitals/featured',
    '/api/pharmacies/featured',
    '/api/laboratories/featured',
    '/api/auth/session',
    '/api/regions',
    '/api/specialties',
    '/api/laboratory-tests',
  ];
  const listings: string[] = [];
  for (const d of divisions) listings.push(`/api/hospitals?region=${d.region_id}&division=${d.id}`);
  for (const r of regions) {
    listings.push(
      `/api/pharmacies?region=${r}`,
      `/api/pharmacies?onCall=true&region=${r}`,
      `/api/pharmacies?region=${r}&page=2`,
      `/api/laboratories?region=${r}`,
      `/api/hospitals?region=${r}&page=3`,
      `/api/hospitals?region=${r}&sort=name`,
      `/api/facilities?region=${r}&query=sante`,
    );
  }
  const onCall = ['/api/pharmacies/on-call', '/api/pharmacies/on-call?page=2'];
  for (const r of regions) onCall.push(`/api/pharmacies/on-call?region=${r}`);
  const geography = ['/api/regions'];
  for (const r of regions) geography.push(`/api/divisions?region=${r}`);
  for (const d of divisions) geography.push(`/api/subdivisions?division=${d.id}`);
  const popular = popularFilters.flatMap((filter) =>
    popularTerms.map((term) => `/api/search?q=${encodeURIComponent(term)}${filter ? `&${filter}` : ''}`),
  );
  const details = (await publicFacilityIds(database, 3_000, options.seed)).map((id) => `/api/facilities/${id}`);
  const novel = await novelSearchPaths(database, options.novelQueries, options.seed);
  return [
    { name: 'landing', weight: 200, method: 'GET', paths: landing },
    { name: 'listings', weight: 200, method: 'GET', paths: listings },
    { name: 'details', weight: 180, method: 'GET', paths: details },
    { name: 'on-call', weight: 100, method: 'GET', paths: onCall },
    { name: 'geography', weight: 100, method: 'GET', paths: geography },
    { name: 'search popular', weight: 100, method: 'GET', paths: popular },
    { name: 'search novel', weight: 70, method: 'GET', paths: novel },
    { name: 'admin list', weight: 49, method: 'GET', paths: await adminListPaths(database), signedIn: true },
    {
      name: 'sign-in',
      weight: 1,
      method: 'POST',
      paths: ['/api/auth/sign-in'],
      body: JSON.stringify({ identifier: options.staff.email, password: options.staff.password }),
    },
  ];
}
