import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registrationStatuses,
  selfServiceRoles,
  userRoles,
  userStatuses,
} from '../auth-enums';
import { EMAIL_MAX } from '../email';

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const emailSchema = z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email());

export const signInSchema = z.object({
  identifier: z.string().trim().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  remember: z.boolean().default(false),
  /** The account type the visitor picked; the server still decides by the account's real role. */
  role: z.enum(userRoles).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'invalid_totp' }),
});

/** A recovery code as typed: case, spaces and the hyphen in the middle do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** Recovery codes: 10 letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{10}$/;

/** The second sign-in step: the 6-digit code of the authenticator app, or one of the account's recovery codes. */
export const signInSecondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .max(40, { error: 'invalid_totp' })
    .refine(
      (value) => /^\d{6}$/.test(value.replace(/\s/g, '')) || RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(value)),
      {
        error: 'invalid_totp',
      },
    ),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(selfServiceRoles),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Issue 36: the language an account reads its e-mails in, saved when it switches the interface's language. */
export const accountLanguageSchema = z.strictObject({ language: z.enum(['en', 'fr']) });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const passwordForgottenSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: z.string().min(20, { error: 'invalid_reset_link' }).max(200, { error: 'invalid_reset_link' }),
  password: passwordSchema,
});
/** The reset page's form: the new password twice (the token comes from the link, not from a field). */
export const passwordResetFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwords_mismatch', path: ['confirmPassword'] });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  registrationStatus: z.enum(registrationStatuses),
  jobTitle: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** A manager or support account limited to one region (null: the whole country). */
  scopeRegionId: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResultSchema = z.object({
  data: z.union([
    z.object({ status: z.literal('signed_in'), user: sessionUserSchema, redirectTo: z.string() }),
    z.object({ status: z.literal('two_factor_required') }),
  ]),
});
export type SignInResult = z.infer<typeof signInResultSchema>['data'];
