import { tables, type Db } from '@hc/db';
import type { NewsletterSignup } from '@hc/shared';

/**
 * Adds the address once. A second sign-up with the same address changes nothing (an anonymous caller
 * must not be able to rewrite someone else's name or language); `created` says which case it was.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterSignup, now: Date): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(tables.newsletterSubscriptions)
    .values({
      email: input.email,
      name: input.name || null,
      language: input.language,
      source: input.source,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tables.newsletterSubscriptions.email })
    .returning({ id: tables.newsletterSubscriptions.id });
  return { created: inserted.length > 0 };
}
