import { z } from 'zod';
import { adminListQuerySchema } from './admin';
import { listMetaSchema } from './common';

/** The Outbox (admin): every mail the service wrote, newest first; `q` matches the recipient's address. */
export const outboxQuerySchema = adminListQuerySchema.pick({ page: true, q: true });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/**
 * Where a message stands: `outbox` (no SMTP_URL: it waits here for an admin to read), `sent` (the
 * mail server took it), `failed` (the mail server refused it; `error` says why), `sending` (SMTP, not
 * yet answered).
 */
export const outboxStates = ['outbox', 'sent', 'failed', 'sending'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  body: z.string(),
  transport: z.string(),
  state: z.enum(outboxStates),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ data: z.array(outboxMessageSchema), meta: listMetaSchema });
export type OutboxList = z.infer<typeof outboxListSchema>;
