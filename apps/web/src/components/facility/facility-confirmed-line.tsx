import { DIRECTORY_TIME_ZONE, FACILITY_CONFIRM_STALE_MONTHS } from '@hc/shared';
import { useTranslation } from 'react-i18next';

/**
 * True when the facility's own confirmation is older than FACILITY_CONFIRM_STALE_MONTHS months at `now`
 * (calendar months: 12 months after 2025-03-31 is 2026-03-31).
 */
export function isConfirmationStale(confirmedAt: string, now: Date): boolean {
  const limit = new Date(confirmedAt);
  if (Number.isNaN(limit.getTime())) return false;
  limit.setUTCMonth(limit.getUTCMonth() + FACILITY_CONFIRM_STALE_MONTHS);
  return limit.getTime() < now.getTime();
}

/**
 * Issue 35: what the facility's own managers said about the listing. Recent: "Updated by the facility on
 * <date>" (Cameroon's calendar day, in the reader's language). Older than a year: a warning to call first,
 * amber on a pale background (AA contrast). Never confirmed (null or an older answer without the field):
 * nothing, the origin line (TrustLine) says where the record comes from.
 */
export function ConfirmedLine({
  confirmedAt,
  now,
  className = '',
}: {
  confirmedAt: string | null | undefined;
  now: Date;
  className?: string;
}) {
  const { t, i18n } = useTranslation('facility');
  if (!confirmedAt || Number.isNaN(new Date(confirmedAt).getTime())) return null;
  if (isConfirmationStale(confirmedAt, now)) {
    return (
      <p
        className={`rounded-lg border border-amber-400 bg-amber-50 p-3 font-semibold text-amber-900 ${className}`}
        data-testid="confirmed-line"
      >
        <span aria-hidden="true">⚠ </span>
        {t('confirmed.stale')}
      </p>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-CM' : 'en-CM', {
    dateStyle: 'long',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(new Date(confirmedAt));
  return (
    <p className={`font-medium text-emerald-800 ${className}`} data-testid="confirmed-line">
      {t('confirmed.recent', { date })}
    </p>
  );
}
