import type { PatientStatus } from '@hc/shared';
import { hasPermission } from '@hc/shared/permissions';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/api/session';
import { Badge } from '../badge';

// Parts the Patients list and its form share.

export const PATIENTS_NAMESPACE = 'patients';
export const patientsPath = '/admin-dashboard/patients';
export const patientEditPath = (id: number) => `${patientsPath}/${id}/edit`;
export const patientRecordPath = (id: number) => `${patientsPath}/${id}`;

const statusTone = { active: 'green', inactive: 'grey' } as const;

export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Whether the signed-in account may add, change and delete patients (support reads only). */
export function useCanWritePatients(): boolean {
  const { user } = useSession();
  return !!user && hasPermission(user.role, 'patients:write');
}
