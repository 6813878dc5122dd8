import { SpecialDatesSection } from '../../admin/pages/facilities/special-dates/special-dates-section';
import { mySpecialDatesPath } from '../../features/managed-facilities/api/managed-facilities-api';
import { MyFacilityPage as ManagerFacilityPage } from '../../features/managed-facilities/components/my-facility-page';
import { registerCatalogs } from '../../lib/i18n';

// The special dates section is the back-office's, given the manager's API path: one editor, one set of
// words (docs/decisions/2026-11-29-manager-space.md). Its catalogs come with this chunk only.
registerCatalogs(import.meta.glob('../../locales/*/{admin,admin-facilities}.json'));

const specialDates = (facilityId: number) => (
  <SpecialDatesSection facilityId={facilityId} path={mySpecialDatesPath(facilityId)} />
);

/** /my-facilities/:id: the manager's facility page, with the shared special dates section. */
export function MyFacilityPage() {
  return <ManagerFacilityPage specialDates={specialDates} />;
}
