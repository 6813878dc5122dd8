import { doualaDate, getCameroonPublicHolidays, type SpecialDate } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { useNow } from '../../../../lib/use-now';
import { useAdminFormat } from '../../../format';
import { buttonTones, RowActions, RowButton, rowButtonClass, useConfirm } from '../../../list-kit';
import { FACILITIES_NAMESPACE } from '../list/facility-ui';
import { SpecialDateForm } from './special-date-form';
import {
  adminSpecialDatesPath,
  specialDatesQueryOptions,
  useDeleteSpecialDate,
  useSaveSpecialDate,
} from '../api/special-dates-api';

type Editing = { date: SpecialDate | null } | null;

/**
 * A facility's special dates (issue 35): closed, or other hours, on a day or a range; the public "open
 * now", on-call answer and hours table follow them. Lists them (past ones last, marked), adds, edits and
 * removes (after a confirmation). `path` is where they are read and written: the back-office record's by
 * default; the facility managers' space gives its own.
 */
export function SpecialDatesSection({ facilityId, path }: { facilityId: number; path?: string }) {
  const { t, i18n } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const now = useNow();
  const endpoint = path ?? adminSpecialDatesPath(facilityId);
  const dates = useQuery(specialDatesQueryOptions(endpoint));
  const save = useSaveSpecialDate(endpoint);
  const remove = useDeleteSpecialDate(endpoint);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const today = doualaDate(now);

  const whenOf = (date: SpecialDate) =>
    date.startsOn === date.endsOn
      ? format.date(date.startsOn)
      : t('specialDates.range', { from: format.date(date.startsOn), to: format.date(date.endsOn) });
  const holidayName = (date: SpecialDate) => {
    const found = getCameroonPublicHolidays(Number(date.startsOn.slice(0, 4))).find((h) => h.key === date.holiday);
    return found ? (i18n.resolvedLanguage === 'fr' ? found.nameFr : found.nameEn) : null;
  };
  const whatOf = (date: SpecialDate) =>
    date.kind === 'closed'
      ? t('specialDates.kinds.closed')
      : `${t('specialDates.kinds.hours')}: ${(date.hours ?? []).map((i) => `${i.opens}–${i.closes}`).join(', ')}`;

  const askRemove = (date: SpecialDate) =>
    confirm.ask({
      title: t('specialDates.deleteTitle'),
      message: t('specialDates.deleteMessage', { when: whenOf(date) }),
      confirmLabel: t('specialDates.delete'),
      busyLabel: t('specialDates.deleting'),
      tone: 'danger',
      onConfirm: () => remove.mutateAsync(date.id),
    });

  const rows = [...(dates.data?.data ?? [])].sort(
    (a, b) => Number(a.endsOn < today) - Number(b.endsOn < today) || a.startsOn.localeCompare(b.startsOn),
  );

  let body;
  if (dates.isPending) body = <p role="status">{t('specialDates.loading')}</p>;
  else if (dates.isError)
    body = (
      <p role="alert" className="font-medium text-red-700">
        {t('specialDates.error')}: {describeError(dates.error, tc)}
      </p>
    );
  else if (rows.length === 0) body = <p className="text-slate-700">{t('specialDates.empty')}</p>;
  else
    body = (
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('specialDates.title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('specialDates.when')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('specialDates.what')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('specialDates.reason')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">{t('specialDates.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((date) => {
            const isPast = date.endsOn < today;
            const when = whenOf(date);
            return (
              <tr key={date.id} className={`border-b border-slate-100 ${isPast ? 'text-slate-500' : 'text-slate-800'}`}>
                <td className="py-2 pr-4">
                  {when}
                  {isPast ? <span className="ml-1 text-xs">{t('specialDates.past')}</span> : null}
                </td>
                <td className="py-2 pr-4">{whatOf(date)}</td>
                <td className="py-2 pr-4">{date.reason ?? holidayName(date) ?? '—'}</td>
                <td className="py-2">
                  <RowActions>
                    <RowButton
                      tone="brand"
                      label={t('specialDates.editOf', { when })}
                      onClick={() => setEditing({ date })}
                    >
                      {t('specialDates.edit')}
                    </RowButton>
                    <RowButton
                      tone="danger"
                      label={t('specialDates.deleteOf', { when })}
                      onClick={() => askRemove(date)}
                    >
                      {t('specialDates.delete')}
                    </RowButton>
                  </RowActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <section
      aria-labelledby="special-dates-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="special-dates-heading" className="text-xl font-bold text-slate-900">
        {t('specialDates.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('specialDates.intro')}</p>
      {body}
      {editing ? (
        <SpecialDateForm
          key={editing.date?.id ?? 'new'}
          date={editing.date}
          now={now}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            await save.mutateAsync(editing.date ? { id: editing.date.id, values } : { values });
            setEditing(null);
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing({ date: null })}
          className={`${rowButtonClass} ${buttonTones.brand} w-fit`}
        >
          {t('specialDates.add')}
        </button>
      )}
      {confirm.dialog}
    </section>
  );
}
