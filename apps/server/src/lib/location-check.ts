import type { Db } from '@hc/db';
import { locationProblems, type ChosenPlace } from '../sql/places.repository';
import { AppError } from './app-error';

/**
 * A record's place holds together (a subdivision in its division, in its region; the region exists), or the
 * request is refused with 400 and a field error on each place that does not.
 */
export async function assertLocationHoldsTogether(db: Db, place: ChosenPlace): Promise<void> {
  const fields = await locationProblems(db, place);
  if (fields.length > 0) throw new AppError('validation_failed', 'The location does not hold together', fields);
}
