import { Route, Routes } from 'react-router';
import { MyFacilitiesPage } from '../../features/managed-facilities/components/my-facilities-page';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// One entry in the first-load router for the whole space (its bytes are every visitor's): the facility
// page, with the back-office's special dates section, is a chunk of its own under this one.
const MyFacilityPage = lazyWithRetry(() => import('./my-facility').then((m) => ({ default: m.MyFacilityPage })));

/** /my-facilities and /my-facilities/:id (issue 35): the facility managers' space. */
export function ManagerSpace() {
  return (
    <Routes>
      <Route index element={<MyFacilitiesPage />} />
      <Route path=":id" element={<MyFacilityPage />} />
      <Route path="*" element={<MyFacilityPage />} />
    </Routes>
  );
}
