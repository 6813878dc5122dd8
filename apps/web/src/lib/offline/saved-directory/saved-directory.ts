import type { OfflineDirectory, OfflineDutyWindow, OfflineFacility, OfflinePlaces } from '@hc/shared';

/** The directory as kept on the device (IndexedDB): the server's compact copy, brought up to date. */
export type SavedDirectory = {
  cursor: string;
  /** When the copy was last brought up to date with the server. */
  savedAt: string;
  facilities: OfflineFacility[];
  places: OfflinePlaces;
  onCall: OfflineDutyWindow[];
  attribution: string;
};

const noPlaces: OfflinePlaces = { regions: [], divisions: [], subdivisions: [] };

/**
 * The copy after an answer of GET /api/offline-directory: a whole copy replaces it; changes replace the
 * facilities they name, drop the removed ones, and keep the held place names unless new ones came. The
 * duty windows always come whole.
 */
export function applyAnswer(held: SavedDirectory | null, answer: OfflineDirectory, at: Date): SavedDirectory {
  const base = answer.full || !held ? [] : held.facilities;
  const replaced = new Set([...answer.removed, ...answer.facilities.map((facility) => facility.id)]);
  const facilities = [...base.filter((facility) => !replaced.has(facility.id)), ...answer.facilities];
  return {
    cursor: answer.cursor,
    savedAt: at.toISOString(),
    facilities,
    places: answer.places ?? held?.places ?? noPlaces,
    onCall: answer.onCall,
    attribution: answer.attribution,
  };
}
