import { Icon } from '../../components/ui/icons';
import { buildUrl } from '../../lib/api-client';

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a section's CSV export: its export endpoint with the list's filters, search and sort, but
 * not the page (the file holds every filtered row, not the page on screen). Empty values are left out.
 */
export function listExportUrl(path: string, query: Record<string, QueryValue>): string {
  const { page: _page, ...filters } = query;
  return buildUrl(path, filters);
}

type ExportButtonProps<Query> = {
  /** The list's current query (filters, search, sort; the page is the builder's to drop). */
  query: Query;
  /** The server export of the FILTERED rows for that query, e.g. `logsExportUrl` → /api/admin/logs/export?… */
  buildUrl: (query: Query) => string;
  label: string;
  /** The suggested file name; the server's Content-Disposition wins when it sends one. */
  fileName?: string;
};

/**
 * CSV export of every row the filters select, on all pages: a plain download link to the section's
 * export endpoint, so the browser streams the file and the session cookie goes with it.
 */
export function ExportButton<Query>({ query, buildUrl: toUrl, label, fileName }: ExportButtonProps<Query>) {
  return (
    <a
      href={toUrl(query)}
      download={fileName ?? true}
      className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
    >
      <Icon className="h-4 w-4">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </Icon>
      {label}
    </a>
  );
}
