import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const specialties = pgTable('specialties', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull().unique(),
  nameFr: text('name_fr').notNull(),
});

export const labTests = pgTable('lab_tests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEn: text('name_en').notNull().unique(),
  nameFr: text('name_fr').notNull(),
});
