import type { AdminSectionPagePath } from '@hc/shared';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { routesOf } from '../../routes-of';
import { claimsPath } from './claim-ui';
import { ClaimsListPage } from './claims-list-page';
import { NewClaimPage } from './new-claim-page';

/** `/admin-dashboard/claims/7` is claim 7's details, over the list. */
function ClaimLink() {
  const id = useParams().id ?? '';
  return <Navigate replace to={/^\d{1,10}$/.test(id) ? `${claimsPath}?view=${id}` : claimsPath} />;
}

/** The section's pages (the server answers 200 to the same list). */
const claimPages = {
  '': ClaimsListPage,
  new: NewClaimPage,
  ':id': ClaimLink,
} satisfies Record<AdminSectionPagePath<'claims'>, ComponentType>;

/** The Claims section's screens (issue 12): the list (with 'Claim Details' as `?view=<id>`) and New Claim. */
export function ClaimsSection() {
  return (
    <Routes>
      {routesOf(claimPages)}
      <Route path="*" element={<Navigate replace to={claimsPath} />} />
    </Routes>
  );
}
