import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  pcode: text('pcode'),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  capital: text('capital'),
  population: integer('population'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

export const divisions = pgTable(
  'divisions',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    headquarters: text('headquarters'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('divisions_region_id_idx').on(t.regionId, t.nameEn)],
);

export const subdivisions = pgTable(
  'subdivisions',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    type: text('type', { enum: ['Urban', 'Rural'] }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('subdivisions_division_id_idx').on(t.divisionId, t.nameEn)],
);
