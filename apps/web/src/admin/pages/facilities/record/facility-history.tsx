import type { FacilityHistoryEntry } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager';
import { describeError } from '../../../../lib/describe-error';
import { facilityHistoryQueryOptions } from '../api/facilities-api';
import { useAdminFormat } from '../../../format';
import { FACILITIES_NAMESPACE } from '../list/facility-ui';
import { useFormatValue } from './format-value';
import type { NameOf } from './reference-names';

function Who({ user }: { user: FacilityHistoryEntry['user'] }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  if (!user) return <span>{t('history.system')}</span>;
  return (
    <span>
      {user.name || user.email}
      {user.name && user.email ? <span className="text-slate-600"> ({user.email})</span> : null}
    </span>
  );
}

/** Instants a rota event keeps (ISO, UTC), shown in Douala time like every back-office time. */
const rotaInstantFields = new Set(['dutyStartsAt', 'dutyEndsAt', 'startsAt', 'endsAt']);
/** Ids of records the history cannot name here (another pharmacy, a rota): shown as `#id`. */
const rotaIdFields = new Set(['dutyFacilityId', 'dutyRotaId', 'dutyPeriodId']);

const isWindow = (value: unknown): value is { startsAt: string; endsAt: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Record<string, unknown>).startsAt === 'string' &&
  typeof (value as Record<string, unknown>).endsAt === 'string';

/** A value as people read it: rota events' periods, instants and ids first, then the facility's fields. */
function useHistoryValue(nameOf: NameOf) {
  const format = useAdminFormat();
  const formatValue = useFormatValue(nameOf);
  return (field: string, value: unknown): string => {
    if (field === 'dutyPeriod' && isWindow(value))
      return `${format.dateTime(value.startsAt)} – ${format.dateTime(value.endsAt)}`;
    if (rotaInstantFields.has(field) && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      return format.dateTime(value);
    if (rotaIdFields.has(field) && typeof value === 'number') return `#${value}`;
    return formatValue(field, value);
  };
}

/** Whether a change tells the reader nothing (before equals after: kept so by older versions). */
const isEmptyChange = (change: FacilityHistoryEntry['changes'][number]) =>
  JSON.stringify(change.before ?? null) === JSON.stringify(change.after ?? null);

function HistoryItem({ entry, nameOf }: { entry: FacilityHistoryEntry; nameOf: NameOf }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const format = useAdminFormat();
  const formatValue = useHistoryValue(nameOf);
  const action = t(`history.actions.${entry.action}`, { defaultValue: entry.action });
  const when = format.dateTime(entry.at);
  const changes = entry.changes.filter((change) => !isEmptyChange(change));
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="history-entry">
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
        <strong className="font-semibold">{action}</strong>
        <span className="text-slate-700">
          {t('history.by')} <Who user={entry.user} />
        </span>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {when}
        </time>
      </p>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('history.noFields')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('history.changesCaption', { action, when })}</caption>
            <thead className="text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t('history.field')}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {t('history.before')}
                </th>
                <th scope="col" className="py-1">
                  {t('history.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">
                    {t([`fields.${change.field}`, `history.fields.${change.field}`], { defaultValue: change.field })}
                  </th>
                  <td className="break-words py-1.5 pr-4 text-slate-700">{formatValue(change.field, change.before)}</td>
                  <td className="break-words py-1.5 text-slate-900">
                    <span aria-hidden="true">→ </span>
                    {formatValue(change.field, change.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

/** Every change kept for the facility (who, when, each field before and after), newest first, 20 a page. */
export function FacilityHistory({ facilityId, nameOf }: { facilityId: number; nameOf: NameOf }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(facilityHistoryQueryOptions(facilityId, page));

  let body;
  if (history.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {t('history.loading')}
      </p>
    );
  } else if (history.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-medium text-red-700">
          {t('history.error')}: {describeError(history.error, tc)}
        </p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (history.data.data.length === 0) {
    body = <p className="text-slate-700">{t('history.empty')}</p>;
  } else {
    const { meta } = history.data;
    body = (
      <>
        <ol className="flex flex-col gap-3">
          {history.data.data.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} nameOf={nameOf} />
          ))}
        </ol>
        {meta.total > meta.pageSize ? (
          <Pager page={meta.page} total={meta.total} pageSize={meta.pageSize} onPage={setPage} />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="facility-history-title" className="flex flex-col gap-3">
      <h2 id="facility-history-title" className="text-lg font-semibold text-slate-900">
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}
