import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorFromIssue, fieldErrorCodes, englishFieldMessage } from './field-errors';
import { ID_MAX, idOrNameFilterSchema, idSchema, passwordChangeSchema, signUpSchema } from './index';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input, { reportInput: true }).error?.issues ?? []).map(fieldErrorFromIssue);

describe('field errors from the shared schemas', () => {
  it('names a missing value, a short one and a bad email by code, with the limit the message needs', () => {
    expect(errorsOf(signUpSchema, { name: 'A', email: 'not-an-email', password: 'short' })).toEqual([
      { path: 'name', code: 'too_short', params: { minimum: 2 }, message: 'Must be at least 2 characters' },
      { path: 'email', code: 'invalid_email', message: 'Please enter a valid email address' },
      { path: 'password', code: 'too_short', params: { minimum: 10 }, message: 'Must be at least 10 characters' },
      { path: 'role', code: 'required', message: 'This field is required' },
    ]);
  });

  it('treats an empty required text as missing, not as too short', () => {
    expect(
      errorsOf(signUpSchema, { name: 'Ana Bella', email: '', password: 'long enough pass', role: 'patient' }),
    ).toEqual([{ path: 'email', code: 'required', message: 'This field is required' }]);
  });

  it('keeps the specific code a schema gives a rule', () => {
    const errors = errorsOf(passwordChangeSchema, {
      currentPassword: 'x',
      newPassword: 'a-new-long-password',
      confirmPassword: 'something else',
    });
    expect(errors.map((e) => [e.path, e.code])).toEqual([['confirmPassword', 'passwords_mismatch']]);
  });

  it('tells a wrong type and a fraction apart from a missing value', () => {
    const schema = z.object({ id: z.coerce.number().int(), name: z.string() });
    expect(errorsOf(schema, { id: '1.5', name: 3 }).map((e) => [e.path, e.code])).toEqual([
      ['id', 'not_integer'],
      ['name', 'invalid_type'],
    ]);
  });

  it('has an English text for every code', () => {
    for (const code of fieldErrorCodes) expect(englishFieldMessage(code, { minimum: 1, maximum: 2 })).not.toBe('');
  });
});

describe('ids and id-or-name filters', () => {
  it('refuse a number larger than an id column holds as too_large, with the limit', () => {
    const errors = errorsOf(z.object({ id: idSchema, specialty: idOrNameFilterSchema }), {
      id: '2147483648',
      specialty: '9999999999999999999999',
    });
    expect(errors).toEqual([
      { path: 'id', code: 'too_large', params: { maximum: ID_MAX }, message: `Must be at most ${ID_MAX}` },
      { path: 'specialty', code: 'too_large', params: { maximum: ID_MAX }, message: `Must be at most ${ID_MAX}` },
    ]);
    expect(idOrNameFilterSchema.parse(String(ID_MAX))).toBe(String(ID_MAX));
    expect(idOrNameFilterSchema.parse('Cardiology')).toBe('Cardiology');
  });
});
