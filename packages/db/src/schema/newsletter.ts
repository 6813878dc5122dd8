import { newsletterLanguages, newsletterSources } from '@hc/shared';
import { integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const newsletterLanguageEnum = pgEnum('newsletter_language', newsletterLanguages);
export const newsletterSourceEnum = pgEnum('newsletter_source', newsletterSources);

/** Newsletter subscribers: one row per address (stored trimmed and lower-cased). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name'),
  language: newsletterLanguageEnum('language').notNull().default('en'),
  source: newsletterSourceEnum('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
