import { apiRequest } from '../api-client';

/**
 * Saves the interface language a signed-in account chose as the language of its e-mails (issue 36). A failed
 * save changes nothing on screen: the next switch tries again.
 */
export function saveAccountLanguage(language: string): void {
  void apiRequest('/api/auth/me/language', { method: 'PATCH', body: { language } }).catch(() => undefined);
}
