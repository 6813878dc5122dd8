import { conflictingField } from './app-error';

/** The PostgreSQL error code of a failure, wherever the driver (PGlite, node-postgres) or Drizzle wrapped it. */
function sqlStateOf(error: unknown): string | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
/** A row still referenced: 23503 (NO ACTION) or 23001 (ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown): boolean => ['23503', '23001'].includes(sqlStateOf(error) ?? '');

/**
 * Runs a delete of a person or place; when bookings, payments or claims still name it (RESTRICT), answers
 * 409 `has_bookings` instead of failing: the financial record outlives them, so staff deactivate instead.
 */
export async function deleteUnlessReferenced<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflictingField(
        'id',
        'has_bookings',
        'Bookings, payments or claims name this record; deactivate it instead',
      );
    throw error;
  }
}
