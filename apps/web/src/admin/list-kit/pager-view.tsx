import { useTranslation } from 'react-i18next';
import { countPages, showingRange, visiblePages } from './pager';

type PagerProps = { page: number; total: number; pageSize: number; onPage: (page: number) => void };

/** Spec 02 §9: 'Showing X to Y of Z entries', Previous, at most 5 numbered pages, Next. */
export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  const pages = countPages(total, pageSize);
  const range = showingRange(page, total, pageSize);
  const button =
    'min-w-10 rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('list.showing', range)}
      </p>
      <nav aria-label={t('list.pagination')}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              className={`${button} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {t('list.previous')}
            </button>
          </li>
          {visiblePages(page, pages).map((number) => (
            <li key={number}>
              <button
                type="button"
                aria-label={t('list.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                className={`${button} ${number === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${button} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              {t('list.next')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
