import type { Employee } from '@hc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { translateFieldError } from '../../../lib/forms/field-error';
import { localizedName } from '../../../lib/localized';
import { Badge } from '../badge';

// Parts the Employees list and its form share.

export const EMPLOYEES_NAMESPACE = 'employees';
export const employeesPath = '/admin-dashboard/employees';
export const employeeEditPath = (id: number) => `${employeesPath}/${id}/edit`;

const statusTone = {
  active: 'green',
  pending: 'blue',
  on_leave: 'yellow',
  inactive: 'grey',
  suspended: 'red',
} as const;

/** Active, Invited (no password yet), On leave, Inactive. */
export function EmployeeStatusBadge({ employee }: { employee: Pick<Employee, 'status' | 'invitationPending'> }) {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const status = employee.status === 'active' && employee.invitationPending ? 'pending' : employee.status;
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Subdivision, division (spec 02: the Location column), in the reader's language. */
export function useEmployeeLocation() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (employee: Pick<Employee, 'region' | 'division' | 'subdivision'>) =>
      [employee.subdivision, employee.division, employee.region]
        .filter((place) => place !== null)
        .slice(0, 2)
        .map((place) => localizedName(place, language))
        .join(', ') || '—',
    [language],
  );
}

/**
 * What a failed change is told as, translated: the reason the server gives by code (own account, last
 * admin, history kept...), gone (404), not allowed (403), else the API error.
 */
export function useEmployeeErrorText() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        const code = error.fields?.[0]?.code;
        if (code && error.status === 409) return translateFieldError(tc, code) ?? t('errors.conflict');
        if (error.status === 404) return t('errors.notFound');
        if (error.status === 403) return t('errors.forbidden');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}
