import { sanitizeTitle, type FacilityCategory } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../../lib/api-client';
import { facilityQueryOptions } from '../../api/facility-detail';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { DetailError, DetailSkeleton, FacilityNotFound } from './detail-states';
import { FacilityDetailView } from './facility-detail-view';

const MAX_ID = 2_147_483_647;

/** A route's id when it is one the API could know: digits only, within the database's range. */
export function parseFacilityId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const isNotFound = (error: unknown) => error instanceof ApiClientError && error.code === 'not_found';

/** Loads one facility of a category and shows it, a skeleton, the failure with Retry, or "not found". */
export function FacilityDetailScreen({ category, rawId }: { category: FacilityCategory; rawId: string | undefined }) {
  const { t } = useTranslation(['detail', 'facility', 'common']);
  const id = parseFacilityId(rawId);
  const query = useQuery({ ...facilityQueryOptions(category, id ?? 0), enabled: id !== null });
  const facility = query.data;
  const notFound = id === null || (query.isError && isNotFound(query.error));

  let title = t(`common:titles.${category}`);
  if (notFound) title = t('notFound.title');
  else if (facility) {
    const name = facility.name.trim() || t(`facility:unknown.${category}`);
    title = sanitizeTitle(`${name} · ${t(`facility:type.${facility.facilityType}`)}`);
  }
  useDocumentTitle(title);

  if (notFound) return <FacilityNotFound category={category} />;
  if (facility) return <FacilityDetailView facility={facility} category={category} />;
  if (query.isError) {
    return <DetailError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <DetailSkeleton />;
}
