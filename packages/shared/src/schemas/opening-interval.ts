import { z } from 'zod';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'invalid_time' });

/** One opening interval of a day; `closes` may be 24:00 for "until midnight". */
export const openingIntervalSchema = z.object({ opens: timeOfDay, closes: timeOfDay });
