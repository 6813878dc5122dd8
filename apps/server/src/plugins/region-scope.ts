import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../lib/app-error';
import { regionScopeOf } from '../lib/request-context';
import { regionOfPlace, regionOfRecord } from '../sql/record-regions.repository';

type PlaceField = keyof typeof regionOfPlace;

export type RegionScopeRule = {
  /** The record named by a path parameter (default `id`) must be in the account's region, else 404. */
  record?: keyof typeof regionOfRecord;
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
      const region = await regionOfRecord[rule.record](app.db, id);
      // Another region's record is answered as unknown: its existence is not the caller's business.
      if (region !== undefined && region !== scope) throw notFound('Record');
    }
    for (const field of [rule.body ?? []].flat()) {
      const value = (request.body as Record<string, unknown> | undefined)?.[field];
      if (typeof value !== 'number') continue;
      const lookup = regionOfPlace[field];
      const region = lookup ? ((await lookup(app.db, value)) ?? null) : value;
      if (region !== scope) throw outsideRegion();
    }
  });
});
