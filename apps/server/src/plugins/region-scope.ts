import { queryRows } from '@hc/db';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../lib/app-error';
import { regionScopeOf } from '../lib/request-context';

/** The records whose region decides whether a region-limited account may read or change them. */
const regionOf = {
  facility: (id: number): SQL => sql`SELECT region_id FROM facilities WHERE id = ${id}`,
  'duty-period': (id: number): SQL =>
    sql`SELECT f.region_id FROM pharmacy_duty_periods p JOIN facilities f ON f.id = p.facility_id WHERE p.id = ${id}`,
  correction: (id: number): SQL =>
    sql`SELECT f.region_id FROM facility_corrections c JOIN facilities f ON f.id = c.facility_id WHERE c.id = ${id}`,
  // Bookings keep the place of their facility; payments and claims are their booking's.
  booking: (id: number): SQL => sql`SELECT region_id FROM bookings WHERE id = ${id}`,
  payment: (id: number): SQL =>
    sql`SELECT b.region_id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.id = ${id}`,
  claim: (id: number): SQL =>
    sql`SELECT b.region_id FROM claims c JOIN bookings b ON b.id = c.booking_id WHERE c.id = ${id}`,
  // A rota's place is a division or one subdivision (whose division then decides).
  rota: (id: number): SQL =>
    sql`SELECT d.region_id FROM duty_rotas r LEFT JOIN subdivisions s ON s.id = r.subdivision_id
        JOIN divisions d ON d.id = COALESCE(r.division_id, s.division_id) WHERE r.id = ${id}`,
} as const;

/** The places a body may name, and how to find their region. */
const regionOfPlace = {
  regionId: null,
  facilityId: regionOf.facility,
  divisionId: (id: number): SQL => sql`SELECT region_id FROM divisions WHERE id = ${id}`,
  bookingId: regionOf.booking,
  subdivisionId: (id: number): SQL =>
    sql`SELECT d.region_id FROM subdivisions s JOIN divisions d ON d.id = s.division_id WHERE s.id = ${id}`,
} as const;
type PlaceField = keyof typeof regionOfPlace;

export type RegionScopeRule = {
  /** The record named by a path parameter (default `id`) must be in the account's region, else 404. */
  record?: keyof typeof regionOf;
  param?: string;
  /** A list: its `region` filter is set to the account's region, whatever was asked. */
  list?: boolean;
  /** The facility or places a body names (each one present) must be in the account's region, else 403. */
  body?: PlaceField | PlaceField[];
  /** A country-wide operation (imports, duplicates): refused to a region-limited account. */
  countryWide?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    regionScope?: RegionScopeRule;
  }
}

/** The region the signed-in account is limited to, or null for the whole country. */
export const scopeRegionOf = (request: FastifyRequest): number | null => regionScopeOf(request.session);

const outsideRegion = () => new AppError('forbidden', 'This record is outside the region your account is limited to');

/**
 * Issue 11: a manager or support account limited to one region sees and changes only that region's
 * records. Routes declare how (`config.regionScope`); checked after validation, before the handler.
 */
export const regionScopePlugin = fp(async (app: FastifyInstance) => {
  // Before the body is read (as the access rule): a refused caller learns nothing of the upload.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.regionScope?.countryWide && scopeRegionOf(request) !== null) throw outsideRegion();
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.regionScope;
    if (!rule) return;
    const scope = scopeRegionOf(request);
    if (scope === null) return;
    if (rule.list) (request.query as Record<string, unknown>).region = String(scope);
    if (rule.record) {
      const id = Number((request.params as Record<string, string>)[rule.param ?? 'id']);
      const [row] = await queryRows<{ region_id: number | null }>(app.db, regionOf[rule.record](id));
      // Another region's record is answered as unknown: its existence is not the caller's business.
      if (row && row.region_id !== scope) throw notFound('Record');
    }
    for (const field of [rule.body ?? []].flat()) {
      const value = (request.body as Record<string, unknown> | undefined)?.[field];
      if (typeof value !== 'number') continue;
      const lookup = regionOfPlace[field];
      const region = lookup
        ? ((await queryRows<{ region_id: number | null }>(app.db, lookup(value)))[0]?.region_id ?? null)
        : value;
      if (region !== scope) throw outsideRegion();
    }
  });
});
