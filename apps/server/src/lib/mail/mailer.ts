import type { Db } from '@hc/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { insertOutboxMessage, markOutboxFailed, markOutboxSent } from '../../sql/outbox-delivery.repository';
import type { Clock } from '../clock';
import { renderMail, type MailLocale, type MailTemplate, type MailTemplates } from './mail-templates';

export type MailMessage<T extends MailTemplate = MailTemplate> = {
  to: string;
  /** The account it is about, when there is one (the outbox lists by recipient). */
  userId?: number | null;
  locale: MailLocale;
  template: T;
  data: MailTemplates[T];
};

export type Mailer = {
  /**
   * Writes the message to the outbox, then sends it by SMTP when SMTP_URL is set. Never throws for a
   * mail server that fails: the outbox row keeps the error, and the log says so, so nothing is lost.
   */
  send<T extends MailTemplate>(message: MailMessage<T>): Promise<void>;
  /** Whether messages leave by SMTP (else admins read them in the outbox). */
  readonly transport: 'smtp' | 'outbox';
};

export type MailerOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from: string;
  /** For tests: a nodemailer transport to use instead of SMTP_URL's. */
  transporter?: Transporter;
};

export function createMailer(options: MailerOptions): Mailer {
  const { db, clock, log } = options;
  const transporter = options.transporter ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  const transport = transporter ? 'smtp' : 'outbox';

  return {
    transport,
    async send(message) {
      const { subject, text } = renderMail(message.template, message.locale, message.data);
      const id = await insertOutboxMessage(db, {
        toAddress: message.to,
        userId: message.userId ?? null,
        template: message.template,
        locale: message.locale,
        subject,
        textBody: text,
        transport,
        createdAt: clock(),
      });
      if (!transporter) return;
      try {
        await transporter.sendMail({ from: options.from, to: message.to, subject, text });
        await markOutboxSent(db, id, clock());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markOutboxFailed(db, id, reason.slice(0, 500));
        log.warn({ outboxId: id, template: message.template }, 'mail could not be sent by SMTP; kept in the outbox');
      }
    },
  };
}
