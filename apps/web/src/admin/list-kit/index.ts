// The admin list kit: every back-office list and form page is built from these (logs.tsx is the
// worked example). Sorting and paging happen on the server; the URL keeps the list's state.
export { ConfirmDialog, useConfirm, type ConfirmOptions } from './confirm-dialog';
export { DataTable, type Column, type DataTableColumn } from './data-table';
export { ExportButton, listExportUrl } from './export-button';
export { FormPage } from './form-page';
export { actionButtonClass, ListPage } from './list-page';
export {
  findPlace,
  LocationFilter,
  locationKeys,
  useLocationFilter,
  type LocationFilterState,
  type LocationNames,
} from './location-filter';
export { SearchBox } from './search-box';
export {
  parseListQuery,
  useListParams,
  type ListParams,
  type ListParamsOptions,
  type ListQuerySchema,
  type ParamChanges,
  type SortState,
} from './use-list-params';
