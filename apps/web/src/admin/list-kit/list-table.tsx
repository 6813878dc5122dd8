import { DataTable, type Column, type DataTableColumn } from './data-table';
import { useQueryTable, type ListQueryResult, type QueryFailureTexts } from './use-query-table';
import type { ListParams } from './use-list-params';

type ListTableProps<Row> = {
  caption: string;
  columns: readonly (DataTableColumn<Row> | Column<Row>)[];
  rowKey: (row: Row) => string | number;
  query: ListQueryResult<Row>;
  /** The sort kept in the URL; absent when the server alone orders the list. */
  list?: Pick<ListParams, 'sort' | 'setSort'>;
  /** 'Loading doctors...' (read by screen readers), 'No doctors found' and the failure texts. */
  texts: QueryFailureTexts & { loading: string; empty: string };
  /** Skeleton rows of the first load: a full page (10) unless the list is usually shorter. */
  skeletonRows?: number;
};

/** The table of a list page, following the list's query and its URL-kept sort. */
export function ListTable<Row>({
  caption,
  columns,
  rowKey,
  query,
  list,
  texts,
  skeletonRows = 10,
}: ListTableProps<Row>) {
  const table = useQueryTable(query, texts);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={rowKey}
      {...table}
      loadingText={texts.loading}
      emptyText={texts.empty}
      sort={list?.sort}
      onSortChange={list?.setSort}
      skeletonRows={skeletonRows}
    />
  );
}
