import type { FacilityClaim, FacilityClaimStatus } from '@hc/shared';
import { hasPermission, type Permission } from '@hc/shared/permissions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { localizedName } from '../../../lib/localized';
import { useSession } from '../../../lib/api/session';
import { Badge } from '../badge';

// Parts the claims queue, a claim's page, the managers' overview and the facility record's Managers
// section share (issue 35).

export const FACILITY_CLAIMS_NAMESPACE = 'facility-claims-admin';
export const facilityClaimsPath = '/admin-dashboard/facility-claims';
export const facilityClaimPath = (id: number) => `${facilityClaimsPath}/${id}`;
export const facilityManagersPath = '/admin-dashboard/facility-managers';
export const facilityRecordPath = (id: number) => `/admin-dashboard/facilities/${id}`;

const statusTone = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

export function ClaimStatusBadge({ status }: { status: FacilityClaimStatus }) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** "Subdivision, Division, Region" in the reader's language (the parts that are known). */
export function useClaimPlace() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (facility: Pick<FacilityClaim['facility'], 'subdivision' | 'division' | 'region'>) =>
      [facility.subdivision, facility.division, facility.region]
        .filter((place) => place !== null)
        .map((place) => localizedName(place, language))
        .join(', '),
    [language],
  );
}

/** Whether the signed-in account holds a permission (the server checks the same on every call). */
export function useHasPermission(permission: Permission): boolean {
  const { user } = useSession();
  return !!user && hasPermission(user.role, permission);
}

/** What a failed decision is told as: decided meanwhile (409), gone (404), not allowed (403), else the API's error. */
export function useClaimErrorText() {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        if (error.status === 409) return t('errors.conflict');
        if (error.status === 404) return t('errors.notFound');
        if (error.status === 403) return t('errors.forbidden');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}
