import { useTranslation } from 'react-i18next';
import { formatDutyEnd, getOpenNow, type DutyFacts } from '../../lib/open-now';

/**
 * "Open now" / "Closed now", the same on cards, in the dialog and on the detail page: a pharmacy on
 * duty is open, with the end of its duty ("On duty until 07:30"). Nothing when it cannot be known.
 * For another instant than now (the on-call list's "I will go on…"), `isLater`: "Open at that time".
 */
export function OpenNowBadge({
  facility,
  now,
  isLater = false,
  className = 'px-2.5 py-0.5',
}: {
  facility: DutyFacts;
  now: Date;
  isLater?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('facility');
  const { state, duty, isClosedToday } = getOpenNow(facility, now);
  if (state === 'unknown') return null;
  return (
    <span
      data-testid="open-state"
      className={`rounded-full font-semibold ${state === 'open' ? 'bg-emerald-100 text-emerald-900' : 'bg-red-50 text-red-800'} ${className}`}
    >
      {t(isClosedToday && !isLater ? 'openNow.closedToday' : `openNow.${state}${isLater ? 'At' : ''}`)}
      {duty
        ? ` · ${t('openNow.onDutyUntil', { time: formatDutyEnd(duty, now, i18n.language, t('openNow.midnight')) })}`
        : null}
    </span>
  );
}
