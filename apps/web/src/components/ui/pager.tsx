import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clampPage, countPages, showingRange, visiblePages } from './pagination';

// One import for lists: the view and the algorithm behind it.
export { clampPage, countPages, MAX_PAGE_BUTTONS, showingRange, visiblePages, type PageRange } from './pagination';

type CommonProps = {
  page: number;
  total: number;
  pageSize: number;
  /**
   * 'entries': "Showing 1 to 10 of 25 entries" (spec 02 §9, the back-office lists);
   * 'plain': "Showing 1 to 20 of 95" (the public listings).
   */
  summary?: 'entries' | 'plain';
  /** No Previous / numbers / Next when everything fits on one page (the listings). */
  hideWhenSinglePage?: boolean;
  /** Classes for the wrapper (margins). */
  className?: string;
};

/** Buttons: the page changes in place, and the summary is announced (a polite live region). */
type ButtonProps = { onPage: (page: number) => void; hrefForPage?: undefined; onNavigate?: undefined };

/** Links: every page is a real, shareable link; `onNavigate` runs after one is followed (to move focus). */
type LinkProps = { hrefForPage: (page: number) => string; onNavigate?: () => void; onPage?: undefined };

export type PagerProps = CommonProps & (ButtonProps | LinkProps);

const itemClass = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold';
const idleClass = `${itemClass} border-slate-400 bg-white text-slate-900 hover:bg-slate-100`;
const currentClass = `${itemClass} border-brand bg-brand text-white`;
const disabledClass = `${itemClass} cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600`;

/** 'Showing X to Y of Z', then Previous, at most 5 numbered pages around the current one, and Next. */
export function Pager(props: PagerProps) {
  const { page, total, pageSize, summary = 'entries', hideWhenSinglePage = false, className } = props;
  const { t } = useTranslation();
  const pages = countPages(total, pageSize);
  const current = clampPage(page, pages);
  const range = showingRange(current, total, pageSize);

  /** One control: a link or a button; Previous and Next are shown disabled at the ends. */
  const control = (target: number, content: ReactNode, options: { label?: string; isCurrent?: boolean } = {}) => {
    const isEnabled = target >= 1 && target <= pages;
    const className = options.isCurrent ? currentClass : isEnabled ? idleClass : disabledClass;
    const common = {
      'aria-label': options.label,
      'aria-current': options.isCurrent ? ('page' as const) : undefined,
      className,
    };
    if (props.hrefForPage) {
      return isEnabled ? (
        <Link to={props.hrefForPage(target)} onClick={props.onNavigate} {...common}>
          {content}
        </Link>
      ) : (
        <span aria-disabled="true" className={className}>
          {content}
        </span>
      );
    }
    const { onPage } = props;
    return (
      <button type="button" disabled={!isEnabled} onClick={() => onPage(target)} {...common}>
        {content}
      </button>
    );
  };

  return (
    <div className={`flex flex-col items-center gap-3 sm:flex-row sm:justify-between ${className ?? ''}`}>
      <p className="text-sm text-slate-700" aria-live={props.onPage ? 'polite' : undefined}>
        {t(summary === 'entries' ? 'pager.showingEntries' : 'pager.showing', range)}
      </p>
      {hideWhenSinglePage && pages <= 1 ? null : (
        <nav aria-label={t('pager.label')}>
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>{control(current - 1, t('pager.previous'))}</li>
            {visiblePages(current, pages).map((number) => (
              <li key={number}>
                {control(number, number, { label: t('pager.page', { page: number }), isCurrent: number === current })}
              </li>
            ))}
            <li>{control(current + 1, t('pager.next'))}</li>
          </ul>
        </nav>
      )}
    </div>
  );
}
