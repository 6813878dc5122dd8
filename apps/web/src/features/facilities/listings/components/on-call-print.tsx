import { DIRECTORY_TIME_ZONE, PAGE_SIZE_MAX, type FacilitySummary } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { track } from '../../../../lib/analytics/track';
import { listFacilities } from '../../api/facility-list';
import { localizedName } from '../../../../lib/localized';
import { parseId } from '../listing-state';
import { onCallPlainText, phoneNumbers, shareOnCallList } from '../on-call-share';
import { weekOf, weekStartAt } from '../on-call-time';
import './on-call-print.css';

/** A poster has room for this many pharmacies; a town has far fewer on duty in a week. */
const MAX_PAGES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

async function loadWeek(params: Record<string, string | number | undefined>, signal: AbortSignal) {
  const rows: FacilitySummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listFacilities(
      '/api/pharmacies/on-call',
      { ...params, page, pageSize: PAGE_SIZE_MAX },
      signal,
    );
    rows.push(...answer.data);
    if (rows.length >= answer.meta.total) break;
  }
  return rows;
}

/**
 * The on-call list of one town (division or subdivision) for one week, to print on A4 and post on a
 * pharmacy's door, or to share as plain text (issue 10).
 */
export function OnCallPrintPage() {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.language;
  const [searchParams] = useSearchParams();
  const region = parseId(searchParams.get('region'));
  const division = parseId(searchParams.get('division'));
  const subdivision = parseId(searchParams.get('subdivision'));
  const week = searchParams.get('week');
  const at = weekStartAt(week) ?? weekStartAt(weekOf(new Date()))!;
  const params = { region, division, subdivision, at };
  const list = useQuery({
    queryKey: ['on-call-print', params],
    queryFn: ({ signal }) => loadWeek(params, signal),
    enabled: division !== undefined || subdivision !== undefined,
  });

  const weekStart = new Date(at);
  const day = (date: Date) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: DIRECTORY_TIME_ZONE,
    }).format(date);
  const instant = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: DIRECTORY_TIME_ZONE,
    }).format(new Date(iso));
  const first = list.data?.[0];
  const town = first ? localizedName(subdivision ? first.subdivision : first.division, language) : '';
  const title = t('print.title', {
    town: town || t('print.town'),
    from: day(weekStart),
    to: day(new Date(weekStart.getTime() + 6 * DAY_MS)),
  });
  const rows = (list.data ?? []).map((facility) => {
    // Every duty night of the week (a nightly rota has several), else the window the list was asked for.
    const windows = (
      facility.onCallPeriods.length > 0 ? facility.onCallPeriods : facility.dutyWindow ? [facility.dutyWindow] : []
    ).map((period) => t('print.window', { from: instant(period.startsAt), to: instant(period.endsAt) }));
    return {
      id: facility.id,
      name: facility.name,
      // Where it is: the address, else its subdivision.
      address: facility.address ?? (localizedName(facility.subdivision, language) || null),
      phone: facility.phone,
      windows,
      window: windows.join('; '),
    };
  });

  const share = () => {
    track({ type: 'share' });
    void shareOnCallList(title, onCallPlainText(title, rows), {
      share: typeof navigator !== 'undefined' && navigator.share ? (data) => navigator.share(data) : undefined,
      open: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    });
  };

  // On paper (on-call-print.css): an A4 page holds 12 pharmacies; the site's header, footer and the buttons stay off it.
  return (
    <div className="hc-print-sheet mx-auto max-w-[210mm] px-4 py-8 text-slate-900 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to={`/pharmacies-on-call?${searchParams.toString()}`} className="font-semibold text-brand underline">
          {t('print.back')}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!list.data}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:bg-slate-300"
        >
          {t('print.print')}
        </button>
        <button
          type="button"
          onClick={share}
          disabled={!list.data}
          className="rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50 disabled:border-slate-300 disabled:text-slate-500"
        >
          {t('print.share')}
        </button>
      </div>
      <h1 className="text-2xl font-bold print:text-lg">{title}</h1>
      <p className="mt-1 text-slate-700 print:text-xs">{t('print.subtitle')}</p>
      {division === undefined && subdivision === undefined ? (
        <p className="mt-6">{t('onCall.printHint')}</p>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-red-800">
          {t('print.error')}
        </p>
      ) : !list.data ? (
        <p role="status" className="mt-6">
          {t('results.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6">{t('print.empty')}</p>
      ) : (
        // Fixed columns: a long name or address wraps in its own column and never pushes the phones off a
        // 320 px screen or the page's edge.
        <table className="mt-6 w-full table-fixed border-collapse text-left text-sm break-words print:mt-3 print:text-xs print:leading-tight">
          <thead>
            <tr className="border-b-2 border-slate-800">
              <th scope="col" className="w-[40%] py-2 pr-3 print:py-1">
                {t('print.pharmacy')}
              </th>
              <th scope="col" className="w-[38%] py-2 pr-3 print:py-1">
                {t('print.onDuty')}
              </th>
              <th scope="col" className="py-2 print:py-1">
                {t('print.phone')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-300 align-top break-inside-avoid">
                <th scope="row" className="py-2 pr-3 font-normal print:py-1">
                  <span className="block font-semibold">{row.name}</span>
                  {row.address ? <span className="block text-slate-700 print:text-black">{row.address}</span> : null}
                </th>
                <td className="py-2 pr-3 print:py-1">
                  {row.windows.map((window, index) => (
                    <span key={`${index}:${window}`} className="block">
                      {window}
                    </span>
                  ))}
                </td>
                <td className="py-2 print:py-1">
                  {phoneNumbers(row.phone).map((number, index) => (
                    <span key={`${index}:${number}`} className="block sm:whitespace-nowrap print:whitespace-nowrap">
                      {number}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
