import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** At most this many numbered pages are shown, around the current one (spec 02 §9). */
export const MAX_PAGE_BUTTONS = 5;

/** The numbered pages to show: a window of up to 5 around `page`, within 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  hrefForPage: (page: number) => string;
  /** After a page link is followed (to move focus to the results). */
  onNavigate: () => void;
};

const itemClass = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold';

/** "Showing X to Y of Z", Previous, page numbers and Next; each a real link, so pages are shareable. */
export function Pager({ page, pageSize, total, hrefForPage, onNavigate }: PagerProps) {
  const { t } = useTranslation('listings');
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefForPage(target)}
        onClick={onNavigate}
        className={`${itemClass} border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${itemClass} border-slate-200 bg-slate-100 text-slate-600`}>
        {label}
      </span>
    );

  return (
    <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-700">{t('pager.showing', { from, to, total })}</p>
      {totalPages > 1 ? (
        <nav aria-label={t('pager.label')}>
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>{edge(current - 1, t('pager.previous'), current > 1)}</li>
            {pageWindow(current, totalPages).map((number) => (
              <li key={number}>
                <Link
                  to={hrefForPage(number)}
                  onClick={onNavigate}
                  aria-label={t('pager.page', { page: number })}
                  aria-current={number === current ? 'page' : undefined}
                  className={`${itemClass} ${
                    number === current
                      ? 'border-brand bg-brand text-white'
                      : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100'
                  }`}
                >
                  {number}
                </Link>
              </li>
            ))}
            <li>{edge(current + 1, t('pager.next'), current < totalPages)}</li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
