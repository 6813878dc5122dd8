import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortState } from './use-list-params';

declare module '@tanstack/react-table' {
  // Declaration merging needs the library's own interface and type parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of this column's cells (replace the default padding and colour). */
    className?: string | undefined;
    /** The column's name in the card layout, when its header is not text (the selection column's checkbox). */
    label?: string | undefined;
  }
}

/**
 * Below 640 px (issue 36) a row is a card: each cell on its own line under its column's name (the
 * `data-label` the cell carries), instead of a table ten columns wide squeezed into a phone. The roles are
 * set explicitly because a table whose display CSS changes loses them in some browsers.
 */
const cardTable = 'max-sm:block max-sm:min-w-0';
const cardGroup = 'max-sm:block';
const cardHeaderRow = 'max-sm:flex max-sm:flex-wrap';
const cardRow = 'max-sm:block max-sm:px-4 max-sm:py-2';
const cardCell =
  'max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
/**
 * The row's actions stay in sight on a wide table (issue 36: at 1280 px the facilities' Actions column was
 * off-screen): the column named `actions` sticks to the right edge of the scroll region.
 */
const stickyEnd = 'sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.3)]';
const isActions = (id: string) => id === 'actions' || id === 'action';
/** A column's name as text, for the card layout's labels (a rendered header has none to give). */
const labelOf = (header: unknown, id: string) => (typeof header === 'string' ? header : isActions(id) ? '' : id);

/**
 * One column: a TanStack column definition typed by the row, e.g. from `createColumnHelper<Row>()`.
 * A column is sortable only with `enableSorting: true` (the server must know how to sort by its id);
 * `sortDescFirst: true` makes the first click sort newest or largest first.
 */
// The value type differs per column: TanStack's own advice is `any` for a list of mixed columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<Row> = ColumnDef<Row, any>;

/** The short form of a column (used by the overview and the profile): converted to a column definition. */
export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Makes the header a sort button for this key. */
  sortable?: boolean;
  className?: string;
};

export type { SortState };

type DataTableProps<Row> = {
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  columns: readonly (DataTableColumn<Row> | Column<Row>)[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** First load: skeleton rows. */
  isPending: boolean;
  /** A later load (another page, a filter) while the previous rows stay shown. */
  isFetching?: boolean;
  /** The error text (red, with Retry), when loading failed: the section's 'Failed to fetch …'. */
  error?: string | null;
  onRetry?: () => void;
  /** Read by screen readers while loading ('Loading facilities...'). */
  loadingText: string;
  emptyText: ReactNode;
  /** Shown under the empty text, e.g. a 'Reset filters' button. */
  emptyAction?: ReactNode;
  /** The server's sort (manual sorting): marks the column with aria-sort and an arrow. */
  sort?: SortState | undefined;
  onSortChange?: (next: SortState) => void;
  /** How many skeleton rows stand for the first page while it loads. */
  skeletonRows?: number;
};

const isShortColumn = <Row,>(column: DataTableColumn<Row> | Column<Row>): column is Column<Row> =>
  'render' in column && typeof column.render === 'function';

function toColumnDef<Row>(column: DataTableColumn<Row> | Column<Row>): DataTableColumn<Row> {
  if (!isShortColumn(column)) return column;
  return {
    id: column.key,
    header: column.header,
    cell: ({ row }) => column.render(row.original),
    enableSorting: column.sortable ?? false,
    meta: { className: column.className },
  };
}

const cellClass = 'px-4 py-3 text-slate-800';

/**
 * The admin table (TanStack Table, headless): sorting and paging happen on the server, so rows are
 * shown as given. It has the loading (skeleton rows, aria-busy, a status for screen readers), error
 * (red, with Retry) and empty states, sortable headers (a button, aria-sort), and a focusable scroll
 * region so a wide table can be scrolled by keyboard on a small screen.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isPending,
  isFetching = false,
  error,
  onRetry,
  loadingText,
  emptyText,
  emptyAction,
  sort,
  onSortChange,
  skeletonRows = 5,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const sorting: SortingState = sort?.sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : [];
  const data = useMemo(() => (rows ?? []) as Row[], [rows]);

  // TanStack Table returns functions that React Compiler must not memoise; this file does not use it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
  });

  const isBusy = isPending || isFetching;
  const columnCount = Math.max(1, columnDefs.length);
  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-8 text-center text-slate-700">
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = message(
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
    );
  } else if (isPending && !rows) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={index} aria-hidden="true" data-testid="skeleton-row" className="border-t border-slate-200">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id} className="px-4 py-3">
            <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = message(
      <span className="flex flex-col items-center gap-3">
        <span>{emptyText}</span>
        {emptyAction}
      </span>,
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        role="row"
        className={`border-t border-slate-200 align-top ${cardRow} ${isFetching ? 'opacity-60' : ''}`}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            role="cell"
            data-label={cell.column.columnDef.meta?.label ?? labelOf(cell.column.columnDef.header, cell.column.id)}
            className={`${cell.column.columnDef.meta?.className ?? cellClass} ${cardCell} ${
              isActions(cell.column.id) ? `${stickyEnd} sm:bg-white` : ''
            }`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // Focusable and named, so keyboard users can scroll a wide table on a small screen.
    // `relative` keeps the screen-reader-only text of far-right columns inside the scroll box: without
    // it that text widens the whole page on a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      {/* Seen while the first page loads (spec 02: 'Loading facilities...'); heard on every load. */}
      <p role="status" className={isPending && !rows && !error ? 'px-4 pt-3 text-slate-700' : 'sr-only'}>
        {isBusy && !error ? loadingText : ''}
      </p>
      <table
        role="table"
        aria-busy={isBusy || undefined}
        className={`w-full min-w-[40rem] border-collapse text-left text-sm ${cardTable}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700 ${cardGroup}`}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row" className={cardHeaderRow}>
              {group.headers.map((header) => {
                const { column } = header;
                const canSort = Boolean(onSortChange) && column.columnDef.enableSorting === true;
                const sorted = column.getIsSorted();
                const label = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
                const toggle = () => {
                  const first = column.columnDef.sortDescFirst ? 'desc' : 'asc';
                  const order = sorted ? (sorted === 'asc' ? 'desc' : 'asc') : first;
                  onSortChange?.({ sort: column.id, order });
                };
                return (
                  <th
                    key={header.id}
                    role="columnheader"
                    scope="col"
                    colSpan={header.colSpan}
                    aria-sort={
                      canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                    }
                    className={`px-4 py-3 max-sm:px-2 max-sm:py-2 ${isActions(column.id) ? `${stickyEnd} sm:bg-slate-50` : ''}`}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={toggle}
                        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-brand"
                      >
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" className={cardGroup}>
          {body}
        </tbody>
      </table>
    </div>
  );
}
