import { REALTIME_BAR_SCALE, type WebsiteAnalytics } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { useAnalyticsFormat, WEBSITE_DATA_NAMESPACE } from './analytics-format';

const SLOT_MS = 6 * 60 * 1000;

/**
 * Real-time visitors (spec 02, §9): the last 30 minutes in five 6-minute slots, oldest first, each a
 * bar whose length scales against 150 visitors (a fuller slot fills the bar). The numbers are text;
 * the bars are decoration.
 */
export function RealtimeVisitors({ slots }: { slots: WebsiteAnalytics['realtime'] }) {
  const { t } = useTranslation(WEBSITE_DATA_NAMESPACE);
  const format = useAnalyticsFormat();
  const total = slots.reduce((sum, slot) => sum + slot.visitors, 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">
        <span className="text-3xl font-bold text-slate-900" data-testid="realtime-total">
          {format.number(total)}
        </span>{' '}
        {t('realtime.total', { count: total })}
      </p>
      <ol aria-label={t('realtime.slotsLabel')} className="flex flex-col gap-2">
        {slots.map((slot) => {
          const from = format.time(slot.from);
          const to = format.time(new Date(new Date(slot.from).getTime() + SLOT_MS).toISOString());
          const width = Math.min(100, (slot.visitors / REALTIME_BAR_SCALE) * 100);
          return (
            <li
              key={slot.from}
              className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3 text-sm"
              data-testid="realtime-slot"
            >
              <span className="text-slate-700">{t('realtime.slot', { from, to })}</span>
              <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
                <span
                  className="block h-3 rounded-full bg-brand"
                  style={{ width: `${width}%` }}
                  data-testid="realtime-bar"
                />
              </span>
              <span className="text-right font-semibold text-slate-900">
                {format.number(slot.visitors)}
                <span className="sr-only"> {t('realtime.visitors', { count: slot.visitors })}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
