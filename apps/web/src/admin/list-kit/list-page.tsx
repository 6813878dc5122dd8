import type { ListMeta } from '@hc/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager';
import { useDocumentTitle } from '../../lib/use-document-title';

type ListPageProps = {
  /** The page heading and the tab title ('System Logs', 'Facilities'). */
  title: string;
  /** Buttons beside the title: Refresh, Export, 'Add Facility'. */
  actions?: ReactNode;
  /** Between the title and the filters: counters, a notice. */
  summary?: ReactNode;
  /** The filter fields (search box, selects, the location cascade), laid out in a grid. */
  filters?: ReactNode;
  /** 'Reset filters' under the filter grid, when given. */
  onResetFilters?: () => void;
  /** The list's answer meta: the spec 02 §9 pager ('Showing X to Y of Z entries', 5 page buttons). */
  meta?: ListMeta | undefined;
  onPage?: (page: number) => void;
  /** The table (and anything rendered once for the page, such as the confirmation dialog). */
  children: ReactNode;
};

/** The layout every back-office list shares: title and actions, summary, filters, table, pager. */
export function ListPage({ title, actions, summary, filters, onResetFilters, meta, onPage, children }: ListPageProps) {
  const { t } = useTranslation('admin');
  const filtersId = useId();
  useDocumentTitle(title);
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {summary}
      {filters ? (
        <section aria-labelledby={filtersId} className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id={filtersId} className="sr-only">
            {t('list.filters')}
          </h2>
          <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-2 lg:grid-cols-4">{filters}</div>
          {onResetFilters ? (
            <div className="mt-3 flex justify-end">
              <button
                type="button"
                onClick={onResetFilters}
                className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand/10"
              >
                {t('list.resetFilters')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {children}
      {meta && onPage ? <Pager page={meta.page} total={meta.total} pageSize={meta.pageSize} onPage={onPage} /> : null}
    </section>
  );
}

/** A secondary button of the page's action bar (Refresh...), matching the export link. */
export const actionButtonClass =
  'inline-flex items-center gap-2 rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10 disabled:opacity-70';
