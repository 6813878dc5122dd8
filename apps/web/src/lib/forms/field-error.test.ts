import { fieldErrorCodes } from '@hc/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import formsEn from '../../locales/en/forms.json';
import formsFr from '../../locales/fr/forms.json';
import { decodeFieldError, encodeFieldError, translateFieldError } from './field-error';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { forms: formsEn, auth: {} },
      fr: { forms: formsFr, auth: {} },
    },
    defaultNS: 'auth',
    interpolation: { escapeValue: false },
  });
});

describe('field error tokens', () => {
  it('encode a code alone, or with its limits', () => {
    expect(encodeFieldError('required')).toBe('required');
    expect(encodeFieldError('too_short', {})).toBe('too_short');
    expect(encodeFieldError('too_short', { minimum: 10 })).toBe('too_short|{"minimum":10}');
  });

  it('decode back to the code and its limits', () => {
    for (const code of fieldErrorCodes) expect(decodeFieldError(encodeFieldError(code)).code).toBe(code);
    expect(decodeFieldError('too_long|{"maximum":254}')).toEqual({ code: 'too_long', params: { maximum: 254 } });
  });

  it('turn anything that is not a token (an English text) into "invalid"', () => {
    expect(decodeFieldError('Too small: expected string to have >=10 characters').code).toBe('invalid');
    expect(decodeFieldError('common:errors.x').code).toBe('invalid');
    expect(decodeFieldError('too_short|not json')).toEqual({ code: 'too_short', params: {} });
  });
});

describe('translateFieldError', () => {
  it('gives the generic message with its limits, in the reader’s language', async () => {
    const token = encodeFieldError('too_short', { minimum: 10 });
    await i18n.changeLanguage('en');
    expect(translateFieldError(i18n.t, token)).toBe('Must be at least 10 characters');
    await i18n.changeLanguage('fr');
    expect(translateFieldError(i18n.t, token)).toBe('Doit contenir au moins 10 caractères');
    await i18n.changeLanguage('en');
  });

  it('prefers the form-specific message, then falls back to the generic one', () => {
    expect(translateFieldError(i18n.t, 'required', 'signIn.identifier')).toBe('Enter your username or email');
    expect(translateFieldError(i18n.t, 'required', 'signIn.nothingSpecific')).toBe('This field is required');
  });

  it('never shows an untranslated text, and nothing for no error', () => {
    expect(translateFieldError(i18n.t, 'Some English message from a schema')).toBe('This value is not valid');
    expect(translateFieldError(i18n.t, 'a_code_we_do_not_know')).toBe('This value is not valid');
    expect(translateFieldError(i18n.t, undefined)).toBeUndefined();
    expect(translateFieldError(i18n.t, '')).toBeUndefined();
  });
});
