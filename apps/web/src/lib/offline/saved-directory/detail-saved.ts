import { facilityCategories, type FacilityDetail } from '@hc/shared';
import type { SavedDirectory } from './saved-directory';
import { summaryMaker } from './to-summary';

/** A facility's own read: /api/{hospitals,pharmacies,laboratories,facilities}/{id}. */
const DETAIL = /^\/api\/(hospitals|pharmacies|laboratories|facilities)\/(\d+)$/;
const categoryOf: Record<string, string> = {
  hospitals: 'hospital',
  pharmacies: 'pharmacy',
  laboratories: 'laboratory',
};

export const isSavedDetail = (path: string): boolean => DETAIL.test(path);

/**
 * A facility's page (GET /api/hospitals/{id}…) answered from the saved copy: what the copy holds (name,
 * type, place, phone, hours, position, duty windows of the coming week); what it does not (doctors,
 * specialties, services, e-mail, website, operator, beds) is empty. Null when the copy does not hold the
 * facility, or holds it under another type: the page then says it cannot load offline.
 */
export function detailSaved(copy: SavedDirectory, path: string, now: Date): { data: FacilityDetail } | null {
  const [, collection = '', id] = DETAIL.exec(path) ?? [];
  const facility = copy.facilities.find((candidate) => candidate.id === Number(id));
  const category = categoryOf[collection];
  if (!facility || (category !== undefined && facility.category !== category)) return null;
  if (!facilityCategories.includes(facility.category)) return null;
  const dutyPeriods = copy.onCall
    .filter((window) => window.facilityId === facility.id && new Date(window.endsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((window, index) => ({ id: index + 1, startsAt: window.startsAt, endsAt: window.endsAt, note: null }));
  return {
    data: {
      ...summaryMaker(copy, now).summary(facility),
      doctors: [],
      dutyPeriods,
      operator: null,
      beds: null,
      emergency: null,
      sourceId: null,
    },
  };
}
