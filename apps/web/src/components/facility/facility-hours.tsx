import { weekdays, type WeeklyHours } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { formatWeeklyHours } from '../../lib/hours-format';
import { displayText } from './format';

export type FacilityHoursProps = {
  /** The hours as published (free text, often English or OSM syntax). */
  hours: string | null | undefined;
  openingHours?: WeeklyHours | null;
};

/**
 * A facility's hours as one line of text: the structured week in the reader's language when at least one
 * day is given, else the published text, else "Hours not specified". The structured week comes first
 * because the free text cannot be translated.
 */
export function useFacilityHoursText({ hours, openingHours }: FacilityHoursProps): string {
  const { t, i18n } = useTranslation('facility');
  if (openingHours && weekdays.some((day) => openingHours[day] !== undefined))
    return formatWeeklyHours(openingHours, i18n.language, t);
  return displayText(hours) ?? t('fallback.hours');
}

export function FacilityHours(props: FacilityHoursProps) {
  const text = useFacilityHoursText(props);
  return <>{text}</>;
}
