import type { Db } from '@hc/db';
import { INVITATION_TTL_HOURS } from '@hc/shared';
import type { Config } from '../config';
import { insertInvitation, voidInvitations } from '../sql/invitation-tokens.repository';
import { randomToken, sha256 } from './crypto';
import type { Mailer } from './mail/mailer';
import type { MailLocale } from './mail/mail-templates';

/** The language of an invitation: the form's `locale`, else the inviting admin's browser (Accept-Language). */
export function invitationLocale(locale: string | undefined, acceptLanguage: string | undefined): MailLocale {
  if (locale === 'fr' || locale === 'en') return locale;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}

/**
 * Where links in mail point: PUBLIC_URL when set, else this server on localhost. Never the request's
 * Host or X-Forwarded-* headers: whoever sends the request chooses those, and a reset link pointing at
 * their site would hand them the victim's token.
 */
export function linkBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `http://localhost:${config.PORT}`;
}

/**
 * Sends an invitation: older unused links of the account stop working, a new single-use token is
 * stored hashed (valid INVITATION_TTL_HOURS), and the mail goes out through the mailer (outbox or SMTP).
 */
export async function sendInvitation(
  deps: { db: Db; mailer: Mailer },
  input: {
    user: { id: number; email: string; firstName: string };
    invitedBy: number | null;
    locale: MailLocale;
    baseUrl: string;
    now: Date;
  },
): Promise<{ expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_HOURS * 60 * 60 * 1000);
  await deps.db.transaction(async (tx) => {
    await voidInvitations(tx, input.user.id);
    await insertInvitation(tx, {
      tokenHash: sha256(token),
      userId: input.user.id,
      invitedBy: input.invitedBy,
      expiresAt,
      createdAt: input.now,
    });
  });
  await deps.mailer.send({
    to: input.user.email,
    userId: input.user.id,
    locale: input.locale,
    template: 'invitation',
    data: {
      name: input.user.firstName,
      link: `${input.baseUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
      hours: INVITATION_TTL_HOURS,
    },
  });
  return { expiresAt };
}
