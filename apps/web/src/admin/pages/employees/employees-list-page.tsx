import { employeeListQuerySchema, employeeListStatuses, staffRoles, type Employee } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiClientError } from '../../../lib/api-client';
import { useSession } from '../../../lib/api/session';
import {
  actionButtonClass,
  ConfirmDialog,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  LocationFilter,
  NoticeBanner,
  RowButton,
  RowLink,
  useConfirm,
  useListParams,
  useLocationFilter,
  type DataTableColumn,
  type Notice,
} from '../../list-kit';
import { jobTitleLabel } from '../../lib/job-title';
import { employeesQueryOptions, useDeleteEmployee, useUpdateEmployee } from './api/employees-api';
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
  const { t: ta } = useTranslation('admin');
  const { user } = useSession();
  const list = useListParams(employeeListQuerySchema, { defaultSort });
  const location = useLocationFilter(list);
  const employees = useQuery(employeesQueryOptions(list.query));
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
          {row.jobTitle ? <span className="text-xs text-slate-600">{jobTitleLabel(ta, row.jobTitle)}</span> : null}
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
        <RowLink to={employeeEditPath(row.id)} tone="brand" label={t('row.editLabel', { name: nameOf(row) })}>
          {t('row.edit')}
        </RowLink>
      ),
    }),
    column.display({
      id: 'delete',
      header: t('columns.delete'),
      cell: ({ row: { original: row } }) => (
        <RowButton
          onClick={() => onDelete(row)}
          disabled={row.id === user?.id}
          title={row.id === user?.id ? t('row.ownAccount') : undefined}
          tone="danger"
          label={t('row.deleteLabel', { name: nameOf(row) })}
        >
          {t('row.delete')}
        </RowButton>
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
      summary={<NoticeBanner notice={notice} />}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <LocationFilter location={location} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={employeeListStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          <ListSelect
            list={list}
            name="role"
            label={t('filters.role')}
            placeholder={t('filters.allRoles')}
            options={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </>
      }
      onResetFilters={list.reset}
      meta={employees.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('caption')}
        columns={columns}
        rowKey={(row) => row.id}
        query={employees}
        list={list}
        texts={{ loading: t('loading'), empty: t('empty'), failed: t('error'), forbidden: t('errors.forbidden') }}
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
