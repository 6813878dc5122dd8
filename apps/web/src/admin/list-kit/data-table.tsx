import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Makes the header a sort button for this key. */
  sortable?: boolean;
  className?: string;
};

export type SortState = { sort: string; order: 'asc' | 'desc' };

type DataTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isPending: boolean;
  /** The error text (red, with Retry), when loading failed. */
  error?: string | null;
  onRetry?: () => void;
  loadingText: string;
  emptyText: string;
  sort?: SortState;
  onSort?: (key: string) => void;
};

/** An admin table with its loading, error and empty states and sortable headers (aria-sort). */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isPending,
  error,
  onRetry,
  loadingText,
  emptyText,
  sort,
  onSort,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const state = (content: ReactNode, tone = 'text-slate-700') => (
    <tr>
      <td colSpan={columns.length} className={`px-4 py-8 text-center ${tone}`}>
        {content}
      </td>
    </tr>
  );

  return (
    // Focusable and named, so keyboard users can scroll a wide table on a small screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) => {
              const isSorted = sort?.sort === column.key;
              const ariaSort = isSorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
                  className="px-4 py-3"
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.key)}
                      className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-brand"
                    >
                      {column.header}
                      <span aria-hidden="true">{isSorted ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody aria-busy={isPending || undefined}>
          {error
            ? state(
                <span role="alert" className="flex flex-col items-center gap-3">
                  <span className="font-medium text-red-700">{error}</span>
                  {onRetry ? (
                    <button
                      type="button"
                      onClick={onRetry}
                      className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
                    >
                      {t('list.retry')}
                    </button>
                  ) : null}
                </span>,
              )
            : isPending && !rows
              ? state(<span role="status">{loadingText}</span>)
              : !rows || rows.length === 0
                ? state(emptyText)
                : rows.map((row) => (
                    <tr key={rowKey(row)} className="border-t border-slate-200 align-top">
                      {columns.map((column) => (
                        <td key={column.key} className={column.className ?? 'px-4 py-3 text-slate-800'}>
                          {column.render(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
        </tbody>
      </table>
    </div>
  );
}
