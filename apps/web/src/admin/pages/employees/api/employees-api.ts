import type {
  EmployeeCreateInput,
  employeeInvitationResultSchema,
  EmployeeListQuery,
  employeeListSchema,
  employeeSchema,
  EmployeeUpdate,
} from '@hc/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import {
  listQueryOptions,
  listRequestQuery,
  recordQueryOptions,
  refreshSection,
  requestData,
  useSectionMutation,
} from '../../../api/section-queries';

// The back-office Employees section: staff accounts (admin only). Cached under ['admin', 'employees', …]:
// one invalidation refreshes the list and the record after any change.
export const employeesKey = ['admin', 'employees'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const employeesRequestQuery = (query: EmployeeListQuery) =>
  listRequestQuery(
    query,
    {
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
      status: query.status,
      role: query.role,
    },
    { sort: 'createdAt', order: 'desc' },
  );

export const employeesQueryOptions = (query: EmployeeListQuery) =>
  listQueryOptions<typeof employeeListSchema>(employeesKey, '/api/admin/employees', employeesRequestQuery(query));

export const employeeQueryOptions = (id: number) =>
  recordQueryOptions<typeof employeeSchema>(employeesKey, `/api/admin/employees/${id}`, id);

const refresh = (client: QueryClient) => refreshSection(client, employeesKey);

/** Adds an employee; the server mails the invitation (in `locale`, the admin's language). */
export const useCreateEmployee = () =>
  useSectionMutation(
    (input: EmployeeCreateInput) =>
      requestData<typeof employeeSchema>('/api/admin/employees', { method: 'POST', body: input }),
    refresh,
  );

export const useUpdateEmployee = () =>
  useSectionMutation(
    ({ id, ...input }: EmployeeUpdate & { id: number }) =>
      requestData<typeof employeeSchema>(`/api/admin/employees/${id}`, { method: 'PATCH', body: input }),
    refresh,
  );

export const useDeleteEmployee = () =>
  useSectionMutation(async ({ id }: { id: number }) => {
    await apiRequest(`/api/admin/employees/${id}`, { method: 'DELETE' });
  }, refresh);

/** A new invitation link (older ones stop working), for an employee who has not accepted yet. */
export const useResendInvitation = () =>
  useSectionMutation(
    ({ id, locale }: { id: number; locale: 'en' | 'fr' }) =>
      apiRequest<typeof employeeInvitationResultSchema>(`/api/admin/employees/${id}/invitation`, {
        method: 'POST',
        body: { locale },
      }),
    refresh,
  );
