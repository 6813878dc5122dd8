import type { OfflineDirectorySize, offlineDirectorySchema, offlineDirectorySizeSchema } from '@hc/shared';
import { apiRequest } from '../../../api-client';

// The directory a visitor saves on the device (GET /api/offline-directory). Typed by the @hc/shared
// contract at compile time only: no Zod in the chunk.

export function getSavedDirectorySize(signal?: AbortSignal): Promise<OfflineDirectorySize> {
  return apiRequest<typeof offlineDirectorySizeSchema>('/api/offline-directory/size', { signal });
}

/** The whole directory, or only the changes since `since` (the cursor of the copy held). */
export function getOfflineDirectory(since: string | undefined) {
  return apiRequest<typeof offlineDirectorySchema>('/api/offline-directory', { query: { since } });
}
