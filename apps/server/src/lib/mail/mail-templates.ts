import { DIRECTORY_TIME_ZONE } from '@hc/shared';
/**
 * The mail the service sends, in English and French. Plain text: it reads the same in every mail
 * client and weighs a few hundred bytes on a costly connection.
 */
export const mailLocales = ['en', 'fr'] as const;
export type MailLocale = (typeof mailLocales)[number];

export type MailTemplates = {
  invitation: { name: string; link: string; hours: number };
  password_reset: { link: string; minutes: number };
  new_sign_in: { when: string; device: string; address: string };
  password_changed: { when: string };
  two_factor_disabled: { when: string };
  email_changed: { when: string; newEmail: string };
};
export type MailTemplate = keyof MailTemplates;

type Rendered = { subject: string; text: string };
type Catalog = { [K in MailTemplate]: (data: MailTemplates[K]) => Rendered };

const SIGNATURE = {
  en: '\n\n— Cameroon Health Directory',
  fr: '\n\n— Annuaire de la santé du Cameroun',
};

const en: Catalog = {
  invitation: ({ name, link, hours }) => ({
    subject: 'You are invited to the Cameroon Health Directory back-office',
    text: `Hello ${name},\n\nAn account was made for you in the back-office. Choose your password with this link (valid ${hours} hours, usable once):\n${link}`,
  }),
  password_reset: ({ link, minutes }) => ({
    subject: 'Reset your password',
    text: `Someone asked to reset the password of this account. If it was you, choose a new one with this link (valid ${minutes} minutes, usable once):\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),
  new_sign_in: ({ when, device, address }) => ({
    subject: 'New sign-in to your account',
    text: `Your account was signed in to on ${when} from a device we had not seen: ${device} (address ${address}).\n\nIf it was not you, change your password now.`,
  }),
  password_changed: ({ when }) => ({
    subject: 'Your password was changed',
    text: `The password of your account was changed on ${when}. If it was not you, reset it at once and tell an administrator.`,
  }),
  two_factor_disabled: ({ when }) => ({
    subject: 'Two-factor authentication was turned off',
    text: `Two-factor authentication was turned off for your account on ${when}. If it was not you, change your password and turn it back on.`,
  }),
  email_changed: ({ when, newEmail }) => ({
    subject: 'The email address of your account was changed',
    text: `On ${when} the email address of your account was changed to ${newEmail}. If it was not you, tell an administrator at once.`,
  }),
};

const fr: Catalog = {
  invitation: ({ name, link, hours }) => ({
    subject: "Vous êtes invité·e dans l'espace d'administration de l'Annuaire de la santé du Cameroun",
    text: `Bonjour ${name},\n\nUn compte a été créé pour vous dans l'espace d'administration. Choisissez votre mot de passe avec ce lien (valable ${hours} heures, une seule fois) :\n${link}`,
  }),
  password_reset: ({ link, minutes }) => ({
    subject: 'Réinitialisez votre mot de passe',
    text: `Quelqu'un a demandé à réinitialiser le mot de passe de ce compte. Si c'est vous, choisissez-en un nouveau avec ce lien (valable ${minutes} minutes, une seule fois) :\n${link}\n\nSi ce n'est pas vous, ignorez ce message : votre mot de passe ne change pas.`,
  }),
  new_sign_in: ({ when, device, address }) => ({
    subject: 'Nouvelle connexion à votre compte',
    text: `Votre compte a été utilisé le ${when} depuis un appareil inconnu : ${device} (adresse ${address}).\n\nSi ce n'est pas vous, changez votre mot de passe maintenant.`,
  }),
  password_changed: ({ when }) => ({
    subject: 'Votre mot de passe a été modifié',
    text: `Le mot de passe de votre compte a été modifié le ${when}. Si ce n'est pas vous, réinitialisez-le tout de suite et prévenez un administrateur.`,
  }),
  two_factor_disabled: ({ when }) => ({
    subject: "L'authentification à deux facteurs a été désactivée",
    text: `L'authentification à deux facteurs de votre compte a été désactivée le ${when}. Si ce n'est pas vous, changez votre mot de passe et réactivez-la.`,
  }),
  email_changed: ({ when, newEmail }) => ({
    subject: "L'adresse e-mail de votre compte a été modifiée",
    text: `Le ${when}, l'adresse e-mail de votre compte a été remplacée par ${newEmail}. Si ce n'est pas vous, prévenez tout de suite un administrateur.`,
  }),
};

const catalogs: Record<MailLocale, Catalog> = { en, fr };

export const toMailLocale = (value: string | null | undefined): MailLocale => (value === 'fr' ? 'fr' : 'en');

/** The subject and text of one message in the recipient's language. */
export function renderMail<T extends MailTemplate>(template: T, locale: MailLocale, data: MailTemplates[T]): Rendered {
  const rendered = (catalogs[locale][template] as (d: MailTemplates[T]) => Rendered)(data);
  return { subject: rendered.subject, text: rendered.text + SIGNATURE[locale] };
}

/** A date and time as the recipient reads it, in Africa/Douala time. */
export function formatMailTime(date: Date, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DIRECTORY_TIME_ZONE,
  }).format(date);
}
