import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../email';

export const NEWSLETTER_EMAIL_MAX = EMAIL_MAX;
export const NEWSLETTER_NAME_MAX = 100;
/** Sign-ups accepted per address per minute (the per-visitor API limit applies as well). */
export const NEWSLETTER_RATE_LIMIT_PER_MINUTE = 5;

export const newsletterLanguages = ['en', 'fr'] as const;
export type NewsletterLanguage = (typeof newsletterLanguages)[number];
/** Where the sign-up form was: the site footer or the services page. */
export const newsletterSources = ['footer', 'services'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/**
 * The address as stored: trimmed and lower-cased, so "Ana@Mail.cm " and "ana@mail.cm" are one subscriber.
 * The client checks the same rule with isValidEmail (../email) before sending.
 */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(NEWSLETTER_EMAIL_MAX)
  .regex(EMAIL_PATTERN, { error: 'invalid_email' });

export const newsletterSignupSchema = z.object({
  email: newsletterEmailSchema,
  name: z.string().trim().max(NEWSLETTER_NAME_MAX).optional(),
  language: z.enum(newsletterLanguages).default('en'),
  source: z.enum(newsletterSources),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** The answer says only that the address is subscribed: nothing about an earlier sign-up leaks. */
export const newsletterSignupResponseSchema = z.object({ data: z.object({ subscribed: z.literal(true) }) });
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
