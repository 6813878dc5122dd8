import type { Employee, EmployeeCreateInput, EmployeeList, EmployeeListQuery, EmployeeUpdate } from '@hc/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The back-office Employees section: staff accounts (admin only). Cached under ['admin', 'employees', …]:
// one invalidation refreshes the list and the record after any change.
export const employeesKey = ['admin', 'employees'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const employeesRequestQuery = (query: EmployeeListQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  q: query.q || undefined,
  region: query.region,
  division: query.division,
  subdivision: query.subdivision,
  status: query.status,
  role: query.role,
  sort: query.sort === 'createdAt' ? undefined : query.sort,
  order: query.order === 'asc' ? 'asc' : undefined,
});

export const employeesQueryOptions = (query: EmployeeListQuery) => {
  const request = employeesRequestQuery(query);
  return queryOptions({
    queryKey: [...employeesKey, 'list', request],
    queryFn: ({ signal }) => apiRequest<EmployeeList>('/api/admin/employees', { query: request, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

export const employeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeesKey, 'record', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: Employee }>(`/api/admin/employees/${id}`, { signal })).data,
    staleTime: 0,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: employeesKey });
}

/** Adds an employee; the server mails the invitation (in `locale`, the admin's language). */
export function useCreateEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: EmployeeCreateInput) =>
      (await apiRequest<{ data: Employee }>('/api/admin/employees', { method: 'POST', body: input })).data,
    onSettled: refresh,
  });
}

export function useUpdateEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...input }: EmployeeUpdate & { id: number }) =>
      (await apiRequest<{ data: Employee }>(`/api/admin/employees/${id}`, { method: 'PATCH', body: input })).data,
    onSettled: refresh,
  });
}

export function useDeleteEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id }: { id: number }) => {
      await apiRequest<unknown>(`/api/admin/employees/${id}`, { method: 'DELETE' });
    },
    onSettled: refresh,
  });
}

/** A new invitation link (older ones stop working), for an employee who has not accepted yet. */
export function useResendInvitation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, locale }: { id: number; locale: 'en' | 'fr' }) =>
      (
        await apiRequest<{ data: { expiresAt: string } }>(`/api/admin/employees/${id}/invitation`, {
          method: 'POST',
          body: { locale },
        })
      ).data,
    onSettled: refresh,
  });
}
