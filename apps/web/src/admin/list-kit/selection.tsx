import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table';

// Bulk actions (issue 36, as Django admin's): a checkbox column, "select this page", "select all N rows
// the filters match", and a bar of actions over the selection. The page decides what the actions do.

export type RowSelection = {
  /** The rows ticked one by one (or a page at a time). */
  ids: ReadonlySet<number>;
  /** Every row the filters match, on every page: the server resolves them when the action runs. */
  isAllMatching: boolean;
  toggle: (id: number, on: boolean) => void;
  togglePage: (ids: readonly number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
};

/**
 * The selection of a list. It is forgotten when `filterKey` changes (other filters select other rows:
 * keeping ticks the list no longer shows would act on rows out of sight).
 */
export function useRowSelection(filterKey: string): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [isAllMatching, setAllMatching] = useState(false);
  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);
  // Adjusted while rendering (React's advice for state derived from a prop), not in an effect.
  const [key, setKey] = useState(filterKey);
  if (key !== filterKey) {
    setKey(filterKey);
    setIds(new Set());
    setAllMatching(false);
  }
  return useMemo(
    () => ({
      ids,
      isAllMatching,
      toggle: (id, on) => {
        setAllMatching(false);
        setIds((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        });
      },
      togglePage: (pageIds, on) => {
        setAllMatching(false);
        setIds((current) => {
          const next = new Set(current);
          for (const id of pageIds) {
            if (on) next.add(id);
            else next.delete(id);
          }
          return next;
        });
      },
      selectAllMatching: () => setAllMatching(true),
      clear,
    }),
    [ids, isAllMatching, clear],
  );
}

/** How many rows the selection holds: all the filters match, or those ticked. */
export const selectionCount = (selection: RowSelection, total: number) =>
  selection.isAllMatching ? total : selection.ids.size;

type SelectionColumnOptions<Row> = {
  selection: RowSelection;
  /** The rows of the page shown (the header's box ticks them all). */
  rows: readonly Row[];
  rowId: (row: Row) => number;
  /** The row's name, for its box's label ("Select Hôpital Laquintinie"). */
  rowName: (row: Row) => string;
};

const checkboxClass = 'h-4 w-4 accent-brand';

function PageCheckbox({
  checked,
  mixed,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t('list.selection.page')}
      className={checkboxClass}
    />
  );
}

const column = createColumnHelper<unknown>();

/** The first column of a list with bulk actions: a labelled box per row, and "select this page" in its header. */
export function useSelectionColumn<Row>({ selection, rows, rowId, rowName }: SelectionColumnOptions<Row>) {
  const { t } = useTranslation('admin');
  const pageIds = rows.map(rowId);
  const isTicked = (id: number) => selection.isAllMatching || selection.ids.has(id);
  const tickedOnPage = pageIds.filter(isTicked).length;
  const isPageTicked = pageIds.length > 0 && tickedOnPage === pageIds.length;
  return column.display({
    id: 'select',
    meta: { label: t('list.selection.column'), className: 'w-10 px-4 py-3' },
    header: () => (
      <PageCheckbox
        checked={isPageTicked}
        mixed={tickedOnPage > 0 && !isPageTicked}
        onChange={(on) => selection.togglePage(pageIds, on)}
      />
    ),
    cell: ({ row }) => {
      const original = row.original as Row;
      const id = rowId(original);
      return (
        <input
          type="checkbox"
          checked={isTicked(id)}
          onChange={(event) => selection.toggle(id, event.target.checked)}
          aria-label={t('list.selection.row', { name: rowName(original) })}
          className={checkboxClass}
        />
      );
    },
  }) as DataTableColumn<Row>;
}

type BulkActionBarProps = {
  selection: RowSelection;
  /** How many rows the filters match (the list's total). */
  total: number;
  /** How many rows the page shows: "select all N" is offered once the whole page is ticked. */
  pageRows: number;
  /** The action buttons (Approve, Suspend, Export…), given by the page. */
  children: ReactNode;
  /** What is happening or happened: progress, then the result (announced). */
  status?: ReactNode;
};

/**
 * The bar over a list's selection: how many rows are selected (announced to screen readers as it
 * changes), "select all N rows the filters match", clear, and the page's actions. Shown while anything
 * is selected, or while a status (progress, a result) is to be read.
 */
export function BulkActionBar({ selection, total, pageRows, children, status }: BulkActionBarProps) {
  const { t } = useTranslation('admin');
  const count = selectionCount(selection, total);
  const canSelectAll = !selection.isAllMatching && pageRows > 0 && selection.ids.size >= pageRows && total > count;
  const summary = selection.isAllMatching
    ? t('list.selection.allMatching', { count: total })
    : count > 0
      ? t('list.selection.count', { count })
      : '';
  return (
    <section
      aria-label={t('list.selection.bar')}
      className={`flex flex-col gap-2 rounded-lg border border-brand/40 bg-brand/5 px-4 py-3 ${
        count === 0 && !status ? 'sr-only' : ''
      }`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="font-semibold text-slate-800">
          {summary}
        </p>
        {canSelectAll ? (
          <button
            type="button"
            onClick={selection.selectAllMatching}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('list.selection.selectAll', { count: total })}
          </button>
        ) : null}
        {count > 0 ? (
          <button type="button" onClick={selection.clear} className="text-slate-700 underline underline-offset-2">
            {t('list.selection.clear')}
          </button>
        ) : null}
      </div>
      {count > 0 ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      {status}
    </section>
  );
}
