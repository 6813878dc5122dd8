import {
  FACILITY_CLAIM_EVIDENCE_FIELD,
  type ApiError,
  type FacilityDetail,
  type facilityConfirmationResponseSchema,
  type facilityConfirmedSchema,
  type facilityDetailSchema,
  type MyFacilityClaim,
  type NewFacilityClaim,
  type SignInResult,
  type signInResultSchema,
  type SignUpInput,
} from '@hc/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiClientError, apiRequest, type DataOf } from '../../../lib/api-client';

/** The facility a claim names (`?facility=<id>`), whatever its category. */
export const claimFacilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['facility', 'any', id],
    queryFn: ({ signal }) =>
      apiRequest<DataOf<typeof facilityDetailSchema>>(`/api/facilities/${id}`, { signal, retries: 1 }).then(
        (r): FacilityDetail => r.data,
      ),
  });

/** An account made in the flow: a facility manager's, signed in at once (POST /api/auth/sign-up answers 201). */
export async function signUpManager(input: Omit<SignUpInput, 'role'>): Promise<SignInResult> {
  const body: SignUpInput = { ...input, role: 'facility_manager' };
  return (await apiRequest<typeof signInResultSchema>('/api/auth/sign-up', { method: 'POST', body })).data;
}

export type ClaimSubmission = {
  /** An existing facility, or… */
  facilityId?: number | undefined;
  /** …one not yet in the directory ("List a Health Facility"). */
  newFacility?: NewFacilityClaim | undefined;
  roleAtFacility: string;
  licenceNumber: string;
  message?: string | null | undefined;
  evidence: File;
};

/**
 * POST /api/facility-claims as multipart/form-data (the JSON client cannot send files): the text fields of
 * facilityClaimFieldsSchema, `newFacility` as a JSON string, the image in the part `evidence`. Failures
 * become the ApiClientError every other call gives, so field codes land on their fields. Never retried:
 * a claim is sent once.
 */
export async function submitClaim(input: ClaimSubmission): Promise<MyFacilityClaim> {
  const form = new FormData();
  if (input.facilityId !== undefined) form.set('facilityId', String(input.facilityId));
  if (input.newFacility) form.set('newFacility', JSON.stringify(input.newFacility));
  form.set('roleAtFacility', input.roleAtFacility);
  form.set('licenceNumber', input.licenceNumber);
  if (input.message) form.set('message', input.message);
  // The file last: a server reading the stream has every text field before the image.
  form.set(FACILITY_CLAIM_EVIDENCE_FIELD, input.evidence);
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiClientError('offline', 'You are offline');
  let response: Response;
  try {
    response = await fetch('/api/facility-claims', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError('network', 'Could not connect to server');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiClientError(
      'server',
      payload?.error?.message ?? 'Unknown error',
      response.status,
      payload?.error?.code,
      payload?.error?.fields,
      payload?.error?.requestId,
    );
  }
  return ((await response.json()) as { data: MyFacilityClaim }).data;
}

const confirmationPath = (token: string) => `/api/facility-confirmations/${encodeURIComponent(token)}`;

/** What a confirmation link is about; a used, expired or unknown link is an error with its field code. */
export const confirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['facility-confirmation', token],
    queryFn: ({ signal }) =>
      apiRequest<typeof facilityConfirmationResponseSchema>(confirmationPath(token), { signal, retries: 1 }).then(
        (r) => r.data,
      ),
    // A 404 or 410 is the link's answer, not a failure to try again.
    retry: false,
  });

export async function confirmListing(token: string): Promise<{ facilityId: number; confirmedAt: string }> {
  return (await apiRequest<typeof facilityConfirmedSchema>(confirmationPath(token), { method: 'POST' })).data;
}
