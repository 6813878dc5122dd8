import { toTelHref } from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-6 w-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

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
      <Card
        title={t('contact.addressTitle')}
        icon={
          <svg {...iconProps}>
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
        }
      >
        <address className="text-slate-700 not-italic">
          {t('contact.addressLine1')}
          <br />
          {t('contact.addressLine2')}
        </address>
      </Card>
      <Card
        title={t('contact.emailTitle')}
        icon={
          <svg {...iconProps}>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3 7l9 6 9-6" />
          </svg>
        }
      >
        <p className="text-slate-700">{t('contact.emailText')}</p>
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </Card>
      <Card
        title={t('contact.phoneTitle')}
        icon={
          <svg {...iconProps}>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
          </svg>
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
