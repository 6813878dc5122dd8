import type { TFunction } from 'i18next';
import { ApiClientError } from './api-client';

/**
 * Spec 01 §8 messages, translated: what the visitor is told when a request fails. It depends on the
 * transport failure (offline, time-out, no answer) or on the API's error `code`, never on the English
 * `message` the API sends: "Server Error (404): Not found" reads
 * "Erreur du serveur (404) : Introuvable" to a French reader.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiClientError) {
    switch (error.kind) {
      case 'offline':
        return t('errors.offline');
      case 'timeout':
        return t('errors.timeout');
      case 'network':
        return t('errors.network');
      case 'server':
        return t('errors.server', {
          status: error.status,
          message: error.code ? t(`errors.codes.${error.code}`) : t('errors.unknown'),
        });
    }
  }
  return t('errors.request', { message: t('errors.unknown') });
}
