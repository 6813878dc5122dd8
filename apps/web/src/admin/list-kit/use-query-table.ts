import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';

/** What the table needs of a list's query (TanStack Query's result for a `{ data, meta }` page). */
export type ListQueryResult<Row> = {
  data: { data: Row[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type QueryFailureTexts = {
  /** The section's 'Failed to fetch …', followed by the reason. */
  failed: string;
  /** Said instead when the account may not read the list (403). */
  forbidden?: string | undefined;
};

/**
 * The DataTable props that follow a list's query: its rows, the first load (skeleton rows), a later
 * load (the previous rows stay), and a failure with Retry. Spread them: `<DataTable {...table} …/>`.
 */
export function useQueryTable<Row>(query: ListQueryResult<Row>, texts: QueryFailureTexts) {
  const { t } = useTranslation();
  const describeFailure = (error: unknown) =>
    error instanceof ApiClientError && error.status === 403 && texts.forbidden !== undefined
      ? texts.forbidden
      : `${texts.failed}: ${describeError(error, t)}`;
  return {
    rows: query.data?.data,
    isPending: query.isPending,
    isFetching: query.isFetching && !query.isPending,
    error: query.isError ? describeFailure(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
