import type { FacilityStatus } from '@hc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { Badge } from '../../badge';

// Parts the Facilities list and the facility's record page share.

export const FACILITIES_NAMESPACE = 'admin-facilities';
export const facilitiesPath = '/admin-dashboard/facilities';
export const facilityRecordPath = (id: number) => `${facilitiesPath}/${id}`;
export const facilityEditPath = (id: number) => `${facilitiesPath}/${id}/edit`;

const statusTone = { active: 'green', approved: 'blue', pending: 'yellow', suspended: 'red' } as const;

/** The status, and 'Archived' beside it when the facility is archived (archive is not a status). */
export function FacilityStatusBadges({ status, isArchived }: { status: FacilityStatus; isArchived: boolean }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>
      {isArchived ? <Badge tone="grey">{t('archivedBadge')}</Badge> : null}
    </span>
  );
}

export type FacilityActionName = 'approve' | 'suspend' | 'reactivate' | 'delete' | 'restore';

/**
 * What a failed lifecycle call is told as, translated: the status no longer allows the action (409),
 * the role may not (403: restore is for admins), the facility is gone (404); else the usual API error.
 */
export function useFacilityErrorText() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown, action: FacilityActionName) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        // Four eyes: the approver proposed the facility (the server names the rule's field code).
        if (error.status === 409 && error.fields?.some((field) => field.code === 'same_person'))
          return t('fourEyes.refused');
        if (error.status === 409) return t('errors.conflict');
        if (error.status === 403) return t(action === 'restore' ? 'errors.restoreForbidden' : 'errors.forbidden');
        if (error.status === 404) return t('errors.notFound');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}
