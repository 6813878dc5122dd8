import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from 'i18next';
import { App } from './app/app';
import { carryOverFirstScreen } from './first-screen/carry-over';
import { initI18n } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const firstScreen = carryOverFirstScreen(root);
void initI18n(firstScreen.chosenLanguage()).then(() => {
  firstScreen.followLanguage((language) => void i18n.changeLanguage(language));
  // A transition: React draws the app in slices of a few milliseconds, so a slow phone's main thread stays
  // free for the visitor's taps meanwhile instead of being held for one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Offline use (a service worker) is set up once the page is idle, in production builds only. It is an
// extra: a browser that refuses it (a private window, a full disk) keeps the site working as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('./lib/offline/register-worker')
      .then((m) => m.registerWorker())
      // Downloaded now, while online, so the worker keeps it for when it is needed: offline (with it, what a
      // directory saved on the device needs: app/offline-setup.ts).
      .then(() => import('./app/layouts/offline-notices'))
      .catch(() => {});
  addEventListener('load', () =>
    'requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 2000),
  );
}
