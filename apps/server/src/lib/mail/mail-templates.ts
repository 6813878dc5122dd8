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
  /** Issue 35: a request to manage a facility was received, approved or refused; a manager asked to confirm. */
  facility_claim_received: { facility: string; link: string };
  facility_claim_approved: { facility: string; link: string };
  facility_claim_rejected: { facility: string; reason: string };
  facility_confirmation_request: { facility: string; link: string; days: number; spaceLink: string };
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
  facility_claim_received: ({ facility, link }) => ({
    subject: `We received your request to manage ${facility}`,
    text: `Thank you. Our team checks your evidence before you can keep the listing of ${facility} up to date; we write to you when it is done.\n\nFollow your request here:\n${link}`,
  }),
  facility_claim_approved: ({ facility, link }) => ({
    subject: `You can now keep ${facility} up to date`,
    text: `Your request was approved: you manage the listing of ${facility}. Change its phone numbers, hours, services and closed days here; visitors see them at once:\n${link}`,
  }),
  facility_claim_rejected: ({ facility, reason }) => ({
    subject: `Your request to manage ${facility} was not approved`,
    text: `Our team could not approve your request to manage ${facility}.\n\nReason: ${reason}\n\nYou may send a new request with other evidence.`,
  }),
  facility_confirmation_request: ({ facility, link, days, spaceLink }) => ({
    subject: `Is the listing of ${facility} still right?`,
    text: `Patients rely on the directory to find ${facility}. If its phone numbers, hours and services are still right, confirm it in one click (valid ${days} days, usable once):\n${link}\n\nIf something changed, correct it in your space:\n${spaceLink}`,
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
  facility_claim_received: ({ facility, link }) => ({
    subject: `Nous avons reçu votre demande de gestion de ${facility}`,
    text: `Merci. Notre équipe vérifie vos justificatifs avant que vous puissiez tenir à jour la fiche de ${facility} ; nous vous écrivons dès que c'est fait.\n\nSuivez votre demande ici :\n${link}`,
  }),
  facility_claim_approved: ({ facility, link }) => ({
    subject: `Vous pouvez maintenant tenir à jour ${facility}`,
    text: `Votre demande a été acceptée : vous gérez la fiche de ${facility}. Modifiez ses numéros, horaires, services et jours de fermeture ici ; les visiteurs les voient aussitôt :\n${link}`,
  }),
  facility_claim_rejected: ({ facility, reason }) => ({
    subject: `Votre demande de gestion de ${facility} n'a pas été acceptée`,
    text: `Notre équipe n'a pas pu accepter votre demande de gestion de ${facility}.\n\nMotif : ${reason}\n\nVous pouvez envoyer une nouvelle demande avec d'autres justificatifs.`,
  }),
  facility_confirmation_request: ({ facility, link, days, spaceLink }) => ({
    subject: `La fiche de ${facility} est-elle toujours exacte ?`,
    text: `Les patients comptent sur l'annuaire pour trouver ${facility}. Si ses numéros, horaires et services sont toujours exacts, confirmez-le en un clic (valable ${days} jours, une seule fois) :\n${link}\n\nSi quelque chose a changé, corrigez-le dans votre espace :\n${spaceLink}`,
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
