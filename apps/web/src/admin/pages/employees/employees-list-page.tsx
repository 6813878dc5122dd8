import { employeeListQuerySchema, employeeListStatuses, staffRoles, type Employee } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/session';
import {
  actionButtonClass,
  ConfirmDialog,
  DataTable,
  ListPage,
  LocationFilter,
  SearchBox,
  useConfirm,
  useListParams,
  useLocationFilter,
  type DataTableColumn,
} from '../../list-kit';
import { employeesQueryOptions, useDeleteEmployee, useUpdateEmployee } from './employees-api';
import {
  EMPLOYEES_NAMESPACE,
  employeeEditPath,
  employeesPath,
  EmployeeStatusBadge,
  useEmployeeErrorText,
  useEmployeeLocation,
} from './employee-ui';

const column = createColumnHelper<Employee>();
const defaultSort = { sort: 'createdAt', order: 'desc' } as const;
const rowButtonClass =
  'inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

type Notice = { tone: 'success' | 'error'; text: string };

const hasHistory = (error: unknown) =>
  error instanceof ApiClientError && error.fields?.some((field) => field.code === 'employee_has_history') === true;

/**
 * Employees (spec 02 "Employees", §4, §9): the location cascade, status, role and 'Search Name or ID',
 * kept in the URL; columns Employee ID, Name, Email, Role, Contact, Status, Location, Edit, Delete
 * (after 'Are you sure you want to delete this employee?'; one the history names is offered
 * deactivation instead); 10 a page.
 */
export function EmployeesListPage() {
  const { t } = useTranslation(EMPLOYEES_NAMESPACE);
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const { user } = useSession();
  const list = useListParams(employeeListQuerySchema, { defaultSort });
  const { query, update } = list;
  const location = useLocationFilter(list);
  const employees = useQuery(employeesQueryOptions(query));
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [offer, setOffer] = useState<Employee | null>(null);
  const confirm = useConfirm();
  const remove = useDeleteEmployee();
  const change = useUpdateEmployee();
  const errorText = useEmployeeErrorText();
  const placeOf = useEmployeeLocation();
  const nameOf = (row: Employee) => `${row.firstName} ${row.lastName}`.trim();

  const onDelete = (row: Employee) => {
    setNotice(null);
    const name = nameOf(row);
    confirm.ask({
      title: t('delete.title', { name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      busyLabel: t('delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: row.id });
          setNotice({ tone: 'success', text: t('notices.deleted', { name }) });
        } catch (error) {
          // Deleting would erase the "who" of its history: offer deactivation instead.
          if (!hasHistory(error)) throw error;
          setOffer(row);
        }
      },
      describeFailure: errorText,
    });
  };

  const forbidden = employees.error instanceof ApiClientError && employees.error.status === 403;
  const columns: DataTableColumn<Employee>[] = [
    column.accessor('employeeId', {
      header: t('columns.employeeId'),
      enableSorting: true,
      cell: (cell) => <span className="font-mono">{cell.getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'name',
      header: t('columns.name'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span className="font-semibold">{nameOf(row)}</span>
          {row.jobTitle ? <span className="text-xs text-slate-600">{row.jobTitle}</span> : null}
        </span>
      ),
    }),
    column.accessor('email', { header: t('columns.email') }),
    column.accessor('role', {
      header: t('columns.role'),
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-col">
          <span>{t(`roles.${row.role}`)}</span>
          {row.scopeRegion ? (
            <span className="text-xs text-slate-600">
              {t('row.limitedTo', { region: placeOf({ region: row.scopeRegion, division: null, subdivision: null }) })}
            </span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('phone', {
      header: t('columns.contact'),
      cell: (cell) => {
        const phone = cell.getValue();
        return phone ? <a href={`tel:${phone}`}>{phone}</a> : '—';
      },
    }),
    column.display({
      id: 'status',
      header: t('columns.status'),
      cell: ({ row: { original: row } }) => <EmployeeStatusBadge employee={row} />,
    }),
    column.display({ id: 'location', header: t('columns.location'), cell: ({ row }) => placeOf(row.original) }),
    column.display({
      id: 'edit',
      header: t('columns.edit'),
      cell: ({ row: { original: row } }) => (
        <Link
          to={employeeEditPath(row.id)}
          aria-label={t('row.editLabel', { name: nameOf(row) })}
          className={`${rowButtonClass} border-brand text-brand hover:bg-brand/10`}
        >
          {t('row.edit')}
        </Link>
      ),
    }),
    column.display({
      id: 'delete',
      header: t('columns.delete'),
      cell: ({ row: { original: row } }) => (
        <button
          type="button"
          onClick={() => onDelete(row)}
          disabled={row.id === user?.id}
          title={row.id === user?.id ? t('row.ownAccount') : undefined}
          aria-label={t('row.deleteLabel', { name: nameOf(row) })}
          className={`${rowButtonClass} border-red-700 text-red-700 hover:bg-red-50`}
        >
          {t('row.delete')}
        </button>
      ),
    }),
  ];

  return (
    <ListPage
      title={t('title')}
      actions={
        <Link to={`${employeesPath}/new`} className={actionButtonClass}>
          {t('actions.add')}
        </Link>
      }
      summary={notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      filters={
        <>
          <SearchBox
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={query.q ?? ''}
            onSearch={onSearch}
          />
          <LocationFilter location={location} />
          <SelectField
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            value={query.status ?? ''}
            onChange={(status) => update({ status })}
            options={employeeListStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <SelectField
            label={t('filters.role')}
            placeholder={t('filters.allRoles')}
            value={query.role ?? ''}
            onChange={(role) => update({ role })}
            options={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={employees.data?.meta}
      onPage={list.setPage}
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={employees.data?.data}
        rowKey={(row) => row.id}
        isPending={employees.isPending}
        isFetching={employees.isFetching && !employees.isPending}
        error={
          employees.isError
            ? forbidden
              ? t('errors.forbidden')
              : `${t('error')}: ${describeError(employees.error, tc)}`
            : null
        }
        onRetry={() => void employees.refetch()}
        loadingText={t('loading')}
        emptyText={t('empty')}
        sort={list.sort}
        onSortChange={list.setSort}
        skeletonRows={10}
      />
      {confirm.dialog}
      <ConfirmDialog
        open={offer !== null}
        onClose={() => setOffer(null)}
        title={t('deactivateInstead.title', { name: offer ? nameOf(offer) : '' })}
        message={t('deactivateInstead.message')}
        confirmLabel={t('deactivateInstead.confirm')}
        busyLabel={ta('form.saving')}
        tone="danger"
        onConfirm={async () => {
          if (!offer) return;
          await change.mutateAsync({ id: offer.id, status: 'inactive' });
          setNotice({ tone: 'success', text: t('notices.deactivated', { name: nameOf(offer) }) });
        }}
        describeFailure={errorText}
      />
    </ListPage>
  );
}
