import type { PharmacyCall, PharmacyCallStatus } from '@hc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { Badge } from '../badge';
import { formatDoualaDate, formatDoualaDateTime } from './douala-time';

// Parts the Pharmacy Calls list, its details dialog and its form share.

export const PHARMACY_CALLS_NAMESPACE = 'pharmacy-calls';
export const pharmacyCallsPath = '/admin-dashboard/pharmacy-calls';
export const pharmacyCallEditPath = (id: number) => `${pharmacyCallsPath}/${id}/edit`;

/** Only a period that has not ended and was not cancelled can be changed or ended. */
export const isChangeable = (period: Pick<PharmacyCall, 'status'>) =>
  period.status === 'current' || period.status === 'upcoming';

const statusTone = { current: 'green', upcoming: 'blue', past: 'grey', cancelled: 'red' } as const;

export function PharmacyCallStatusBadge({ status }: { status: PharmacyCallStatus }) {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Instants in the reader's language, always in Douala time (the rota's own time). */
export function useDoualaFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateTime = useCallback((iso: string) => formatDoualaDateTime(iso, language), [language]);
  const date = useCallback((iso: string) => formatDoualaDate(iso, language), [language]);
  return { dateTime, date };
}

/** What a failed change is told as, translated: ended or cancelled meanwhile (409), gone (404), else the API error. */
export function usePharmacyCallErrorText() {
  const { t } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const { t: tc } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiClientError && error.kind === 'server') {
        if (error.status === 409 && !error.fields?.length) return t('errors.conflict');
        if (error.status === 404) return t('errors.notFound');
      }
      return t('errors.failed', { reason: describeError(error, tc) });
    },
    [t, tc],
  );
}
