import type { TFunction } from 'i18next';
import { ApiClientError } from './api-client';

/** Spec 01 §8 messages, translated: what the visitor is told when a request fails. */
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
          message: error.code
            ? t(`errors.codes.${error.code}`, { defaultValue: error.message })
            : error.message || t('errors.unknown'),
        });
    }
  }
  return t('errors.request', { message: error instanceof Error ? error.message : t('errors.unknown') });
}
