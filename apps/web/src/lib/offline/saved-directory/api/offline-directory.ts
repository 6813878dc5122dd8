import type { OfflineDirectorySize, offlineDirectorySchema, offlineDirectorySizeSchema } from '@hc/shared';
import { apiRequest, buildUrl } from '../../../api-client';

// The directory a visitor saves on the device (GET /api/offline-directory). Typed by the @hc/shared
// contract at compile time only: no Zod in the chunk.

export function getSavedDirectorySize(signal?: AbortSignal): Promise<OfflineDirectorySize> {
  return apiRequest<typeof offlineDirectorySizeSchema>('/api/offline-directory/size', { signal });
}

const PATH = '/api/offline-directory';

/** The whole directory, or only the changes since `since` (the cursor of the copy held). */
export function getOfflineDirectory(since: string | undefined) {
  return apiRequest<typeof offlineDirectorySchema>(PATH, { query: { since } });
}

/** The address getOfflineDirectory asks, to find its download among the page's (Resource Timing). */
export const offlineDirectoryUrl = (since: string | undefined): string => buildUrl(PATH, { since });
