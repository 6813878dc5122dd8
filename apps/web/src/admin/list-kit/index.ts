// The admin list kit: every back-office list and form page is built from these (pages/logs/logs-page.tsx
// is the worked example). Sorting and paging happen on the server; the URL keeps the list's state. The
// requests themselves live in api/ folders: each section's, and admin/api/ for those sections share.
export { ChoiceSearch, PickerField } from './choice-search';
export { ConfirmDialog, useConfirm, type ConfirmOptions } from './confirm-dialog';
export { DataTable, type Column, type DataTableColumn } from './data-table';
export { DialogFooter, type DialogTone } from './dialog-footer';
export { DoctorFilter, type DoctorChoice } from './doctor-filter';
export { ExportButton, listExportUrl } from './export-button';
export { FacilityPicker, type ChosenFacility } from './facility-picker';
export { FormPage } from './form-page';
export { ListSearch, ListSelect } from './list-filters';
export { actionButtonClass, ListPage } from './list-page';
export { ListTable } from './list-table';
export { LocationFields, PlaceSelect, type LocationFieldLabels, type PlaceIdType } from './location-fields';
export {
  findPlace,
  LocationFilter,
  locationKeys,
  useLocationFilter,
  type LocationFilterState,
  type LocationNames,
} from './location-filter';
export { NoticeBanner, useReturnNotice, type Notice } from './notice';
export { ReasonDialog, type ReasonDialogProps, type ReasonSchema } from './reason-dialog';
export { ReasonField } from './reason-field';
export { buttonTones, rowButtonClass, RowActions, RowButton, RowLink, type ButtonTone } from './row-actions';
export { SearchBox } from './search-box';
export { BulkActionBar, selectionCount, useRowSelection, useSelectionColumn, type RowSelection } from './selection';
export {
  parseListQuery,
  useListParams,
  type ListParams,
  type ListParamsOptions,
  type ListQuerySchema,
  type ParamChanges,
  type SortState,
} from './use-list-params';
export { useQueryTable } from './use-query-table';
