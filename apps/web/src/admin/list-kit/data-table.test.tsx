import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { currentSearch, renderWithProviders, slowDom } from './test-utils';
import { useListParams } from './use-list-params';

afterEach(cleanup);

type Facility = { id: number; name: string; createdAt: string; status: string };
const rows: Facility[] = [
  { id: 1, name: 'Hôpital Laquintinie', createdAt: '2024-05-01', status: 'active' },
  { id: 2, name: 'Pharmacie du Port', createdAt: '2024-06-11', status: 'pending' },
];
const column = createColumnHelper<Facility>();
const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('createdAt', { header: 'Created', enableSorting: true, sortDescFirst: true }),
  column.accessor('status', { header: 'Status' }),
];

function SortableList() {
  const list = useListParams({ defaultSort: { sort: 'createdAt', order: 'desc' } });
  return (
    <DataTable
      caption="Facilities"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isPending={false}
      loadingText="Loading facilities..."
      emptyText="No facilities found"
      sort={list.sort}
      onSortChange={list.setSort}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', slowDom, () => {
  it('renders the rows of typed column definitions, in a named, focusable scroll region', () => {
    renderWithProviders(<SortableList />);
    const region = screen.getByRole('region', { name: 'Facilities' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Facilities' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Pharmacie du Port' })).toBeTruthy();
    // Not sortable: no button, no aria-sort.
    expect(header('Status').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Status')).queryByRole('button')).toBeNull();
  });

  it('sorts through header buttons with aria-sort, the sort kept in the URL, back to page 1', () => {
    const { container } = renderWithProviders(<SortableList />, { url: '/facilities?page=3&status=active' });
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');

    act(() => fireEvent.click(within(header('Name')).getByRole('button', { name: /Name/ })));
    expect(currentSearch(container).toString()).toBe('status=active&sort=name&order=asc');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').getAttribute('aria-sort')).toBe('none');

    act(() => fireEvent.click(within(header('Name')).getByRole('button', { name: /Name/ })));
    expect(currentSearch(container).toString()).toBe('status=active&sort=name&order=desc');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // The date sorts newest first on its first click: the default, so the URL forgets the sort.
    act(() => fireEvent.click(within(header('Created')).getByRole('button', { name: /Created/ })));
    expect(currentSearch(container).toString()).toBe('status=active');
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');

    act(() => fireEvent.click(within(header('Created')).getByRole('button', { name: /Created/ })));
    expect(currentSearch(container).toString()).toBe('status=active&order=asc');
    expect(header('Created').getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows skeleton rows while the first page loads, with aria-busy and a status for screen readers', () => {
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={columns}
        rows={undefined}
        rowKey={(row) => row.id}
        isPending
        loadingText="Loading facilities..."
        emptyText="No facilities found"
      />,
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    // The spec's loading text, seen (not only heard) while the first page loads.
    expect(screen.getByRole('status').textContent).toBe('Loading facilities...');
    expect(screen.getByRole('status').className).not.toContain('sr-only');
    expect(screen.queryByText('No facilities found')).toBeNull();
  });

  it('keeps the rows while another page loads, busy', () => {
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        isPending={false}
        isFetching
        loadingText="Loading facilities..."
        emptyText="No facilities found"
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'Hôpital Laquintinie' })).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('shows the error in red with Retry', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={columns}
        rows={undefined}
        rowKey={(row) => row.id}
        isPending={false}
        error="Failed to fetch facilities"
        onRetry={onRetry}
        loadingText="Loading facilities..."
        emptyText="No facilities found"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to fetch facilities').className).toContain('text-red-700');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the empty state in one cell across the columns', () => {
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        isPending={false}
        loadingText="Loading facilities..."
        emptyText="No facilities found"
        emptyAction={<button type="button">Reset filters</button>}
      />,
    );
    const cell = screen.getByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(within(cell).getByText('No facilities found')).toBeTruthy();
    expect(within(cell).getByRole('button', { name: 'Reset filters' })).toBeTruthy();
  });

  it('accepts the short column form (key, header, render)', () => {
    const short: Column<Facility>[] = [
      { key: 'name', header: 'Name', render: (row) => <strong>{row.name}</strong> },
      { key: 'status', header: 'Status', render: (row) => row.status.toUpperCase(), className: 'px-2 status' },
    ];
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={short}
        rows={rows}
        rowKey={(row) => row.id}
        isPending={false}
        loadingText="Loading"
        emptyText="None"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'PENDING' });
    // The column's classes replace the default padding (the card layout's own come after them).
    expect(cell.className.startsWith('px-2 status ')).toBe(true);
    expect(cell.classList.contains('px-4')).toBe(false);
    expect(screen.getByText('Hôpital Laquintinie').tagName).toBe('STRONG');
  });

  it('labels each cell with its column for the phone card layout, and keeps the actions column in sight', () => {
    const columns: Column<Facility>[] = [
      { key: 'name', header: 'Name', render: (row) => row.name },
      { key: 'actions', header: 'Actions', render: () => <button type="button">Edit</button> },
    ];
    renderWithProviders(
      <DataTable
        caption="Facilities"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        isPending={false}
        loadingText="Loading"
        emptyText="None"
      />,
    );
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Actions']);
    expect(cells[0]!.className).toContain('max-sm:before:content-[attr(data-label)]');
    expect(cells[1]!.className).toContain('sm:sticky');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain('sm:sticky');
    expect(screen.getByRole('columnheader', { name: 'Name' }).className).not.toContain('sticky');
  });
});
