import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of every public page: the skip link, the header, the page itself (`main`) and the footer. Also
 * drawn at build time, with the header alone, as the first screen the server sends (first-screen/).
 */
export function PageFrame({
  header,
  status,
  children,
  footer,
}: {
  header: ReactNode;
  status?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      {header}
      {status}
      {/* At least a screen tall, so the footer never shows (then jumps away) while a page is still loading. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
