import { errorCodes } from '@hc/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../locales/en/common.json';
import commonFr from '../locales/fr/common.json';
import { ApiClientError } from './api-client';
import { describeError } from './describe-error';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

const serverError = (status: number, code?: (typeof errorCodes)[number]) =>
  new ApiClientError('server', 'SECRET ENGLISH TEXT FROM THE API', status, code);

describe('describeError', () => {
  it('tells a server failure by its code, in the reader’s language, never with the API’s text', async () => {
    await i18n.changeLanguage('en');
    expect(describeError(serverError(404, 'not_found'), i18n.t)).toBe('Server Error (404): Not found');
    await i18n.changeLanguage('fr');
    expect(describeError(serverError(404, 'not_found'), i18n.t)).toBe('Erreur du serveur (404) : Introuvable');
    for (const code of errorCodes) {
      for (const lng of ['en', 'fr']) {
        await i18n.changeLanguage(lng);
        expect(describeError(serverError(400, code), i18n.t)).not.toContain('SECRET');
      }
    }
    await i18n.changeLanguage('en');
  });

  it('says "Unknown error" for an answer without a code (a proxy’s error page)', () => {
    expect(describeError(serverError(502), i18n.t)).toBe('Server Error (502): Unknown error');
  });

  it('tells the transport failures apart', () => {
    expect(describeError(new ApiClientError('offline', 'x'), i18n.t)).toBe(
      'You are offline. Check your connection and try again.',
    );
    expect(describeError(new ApiClientError('timeout', 'x'), i18n.t)).toBe(
      'Network Error: the server took too long to answer',
    );
    expect(describeError(new ApiClientError('network', 'x'), i18n.t)).toBe(
      'Network Error: Could not connect to server',
    );
    expect(describeError(new TypeError('boom'), i18n.t)).toBe('Request Error: Unknown error');
  });
});
