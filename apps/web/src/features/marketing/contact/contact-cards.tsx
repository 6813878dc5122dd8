import { toTelHref } from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, MailIcon, MapPinIcon } from '../../../components/ui/icons';

const iconClass = 'h-6 w-6';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="w-fit rounded-full bg-blue-50 p-3 text-brand">{icon}</span>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </li>
  );
}

const linkClass = 'font-semibold break-words text-brand underline-offset-2 hover:underline';

type ContactCardsProps = { email: string; phone: string };

/** Spec 02 Contact Us: address, email (mailto:) and phone (tel:, digits and + only, §5) cards. */
export function ContactCards({ email, phone }: ContactCardsProps) {
  const { t } = useTranslation('marketing');
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Card title={t('contact.addressTitle')} icon={<MapPinIcon className={iconClass} />}>
        <address className="text-slate-700 not-italic">
          {t('contact.addressLine1')}
          <br />
          {t('contact.addressLine2')}
        </address>
      </Card>
      <Card title={t('contact.emailTitle')} icon={<MailIcon className={iconClass} />}>
        <p className="text-slate-700">{t('contact.emailText')}</p>
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </Card>
      <Card
        title={t('contact.phoneTitle')}
        icon={
          <Icon className={iconClass}>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
          </Icon>
        }
      >
        <p className="text-slate-700">{t('contact.phoneText')}</p>
        <a href={toTelHref(phone)} className={linkClass}>
          {phone}
        </a>
      </Card>
    </ul>
  );
}
