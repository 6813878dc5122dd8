import { DIRECTORY_TIME_ZONE } from '@hc/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const WEBSITE_DATA_NAMESPACE = 'website-data';

const timeZone = DIRECTORY_TIME_ZONE;

/**
 * The analytics pages' formats in the interface language: the back-office's numbers and Douala
 * date-times (as useAdminFormat), plus percentages, signed changes, durations, milliseconds, and the
 * short Douala hours and days of the charts' axes. Figures arrive already in percent (38.2 is 38.2 %).
 */
function createAnalyticsFormat(locale: string, t: TFunction) {
  const number = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const milliseconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });

  return {
    number: (value: number) => number.format(value),
    /** An instant in Douala time ("25 Nov 2026, 14:06"). */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** 38.2 → "38.2%" ("38,2 %" in French). */
    percent: (value: number) => percent.format(value / 100),
    /** 12.5 → "+12.5%", -8 → "-8%", 0 → "0%". */
    signedPercent: (value: number) => signedPercent.format(value / 100),
    /** One decimal at most: visitors a day, screens per session. */
    decimal: (value: number) => decimal.format(value),
    milliseconds: (value: number) => milliseconds.format(value),
    /** 155 → "2m 35s"; an hour or more → "1h 05m". */
    duration: (seconds: number) => {
      const total = Math.max(0, Math.round(seconds));
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      return hours > 0
        ? t('duration.hours', { hours, minutes: String(minutes).padStart(2, '0') })
        : t('duration.minutes', { minutes, seconds: total % 60 });
    },
    /** The Douala hour and minute of an instant ("14:06"). */
    time: (iso: string) => time.format(new Date(iso)),
    /** The Douala day of an instant, short ("25 Nov"). */
    shortDay: (iso: string) => shortDay.format(new Date(iso)),
  };
}

export type AnalyticsFormat = ReturnType<typeof createAnalyticsFormat>;

/** The formats, the same object until the language changes (the charts redraw only then or on new data). */
export function useAnalyticsFormat(): AnalyticsFormat {
  const { t, i18n } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  return useMemo(() => createAnalyticsFormat(locale, t), [locale, t]);
}
