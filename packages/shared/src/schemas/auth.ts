import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registrationStatuses,
  selfServiceRoles,
  userRoles,
  userStatuses,
} from '../auth-enums';

export const passwordSchema = z
  .string({ error: 'A password is required' })
  .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = z
  .string({ error: 'An email address is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const signInSchema = z.object({
  identifier: z
    .string({ error: 'Enter your username or email' })
    .trim()
    .min(1, 'Enter your username or email')
    .max(254),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  remember: z.boolean().default(false),
  /** The account type the visitor picked; the server still decides by the account's real role. */
  role: z.enum(userRoles).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

export const signUpSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(2, 'Enter your name')
    .max(100, 'Must be at most 100 characters'),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(selfServiceRoles, { error: 'Choose patient or doctor' }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordForgottenSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: z.string().min(20, 'This reset link is not valid').max(200),
  password: passwordSchema,
});

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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResultSchema = z.object({
  data: z.union([
    z.object({ status: z.literal('signed_in'), user: sessionUserSchema, redirectTo: z.string() }),
    z.object({ status: z.literal('two_factor_required') }),
  ]),
});
export type SignInResult = z.infer<typeof signInResultSchema>['data'];
