import type {
  Division,
  FacilityCategory,
  FacilityDetail,
  FacilitySummary,
  LabTest,
  ListMeta,
  Region,
  SearchResults,
  SearchType,
  Specialty,
  Subdivision,
} from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Directory reads shared by the landing page, the listings and the detail pages. */
type Data<T> = { data: T };
export type Paged<T> = { data: T[]; meta: ListMeta };

const DAY = 24 * 60 * 60 * 1000;

export const collectionPath: Record<FacilityCategory, string> = {
  hospital: '/api/hospitals',
  pharmacy: '/api/pharmacies',
  laboratory: '/api/laboratories',
};

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => apiRequest<Data<Region[]>>('/api/regions', { signal }).then((r) => r.data),
    staleTime: DAY,
  });

export const divisionsQueryOptions = (region: number | undefined) =>
  queryOptions({
    queryKey: ['divisions', region],
    queryFn: ({ signal }) =>
      apiRequest<Data<Division[]>>('/api/divisions', { query: { region }, signal }).then((r) => r.data),
    enabled: region !== undefined,
    staleTime: DAY,
  });

export const subdivisionsQueryOptions = (division: number | undefined) =>
  queryOptions({
    queryKey: ['subdivisions', division],
    queryFn: ({ signal }) =>
      apiRequest<Data<Subdivision[]>>('/api/subdivisions', { query: { division }, signal }).then((r) => r.data),
    enabled: division !== undefined,
    staleTime: DAY,
  });

export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['specialties'],
    queryFn: ({ signal }) => apiRequest<Data<Specialty[]>>('/api/specialties', { signal }).then((r) => r.data),
    staleTime: DAY,
  });

export const labTestsQueryOptions = () =>
  queryOptions({
    queryKey: ['laboratory-tests'],
    queryFn: ({ signal }) => apiRequest<Data<LabTest[]>>('/api/laboratory-tests', { signal }).then((r) => r.data),
    staleTime: DAY,
  });

export const featuredQueryOptions = (category: FacilityCategory) =>
  queryOptions({
    queryKey: ['featured', category],
    queryFn: ({ signal }) =>
      apiRequest<Data<FacilitySummary[]>>(`${collectionPath[category]}/featured`, { signal }).then((r) => r.data),
  });

export type SearchParams = {
  q: string;
  type: SearchType;
  region?: number | undefined;
  division?: number | undefined;
  subdivision?: number | undefined;
  limit?: number;
};

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: ({ signal }) =>
      apiRequest<Data<SearchResults>>('/api/search', { query: params, signal }).then((r) => r.data),
    enabled: params.q.length > 0,
    staleTime: 30_000,
  });

export type ListParams = Record<string, string | number | boolean | undefined>;

export const facilityListQueryOptions = (path: string, params: ListParams) =>
  queryOptions({
    queryKey: ['facility-list', path, params],
    queryFn: ({ signal }) => apiRequest<Paged<FacilitySummary>>(path, { query: params, signal }),
    staleTime: 30_000,
  });

export const facilityQueryOptions = (category: FacilityCategory | undefined, id: number) =>
  queryOptions({
    queryKey: ['facility', category ?? 'any', id],
    queryFn: ({ signal }) =>
      apiRequest<Data<FacilityDetail>>(`${category ? collectionPath[category] : '/api/facilities'}/${id}`, {
        signal,
      }).then((r) => r.data),
  });
