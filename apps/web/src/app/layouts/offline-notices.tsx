import { useTranslation } from 'react-i18next';
// In this chunk, loaded with the worker's set-up (main.tsx): what a directory saved on the device needs offline.
import '../offline-setup';

/**
 * When the directory saved on the device was current (ms), read here rather than imported from
 * saved-directory-key.ts (SAVED_DIRECTORY_KEY is 'savedDirectory'): shared with the saved copy's code, that
 * module would become a file of its own, named in the first-load script's list of files to fetch with them.
 */
function savedDirectoryTime(): number | null {
  try {
    return Date.parse(
      (JSON.parse(localStorage.getItem('savedDirectory') ?? '{}') as { savedAt?: string }).savedAt ?? '',
    );
  } catch {
    return null;
  }
}

/**
 * Says when the directory shown comes from a copy kept on the device (offline, or a network too
 * slow to answer), with the time it was current: the directory the visitor saved is named as such.
 * Offers a new version once one is ready. Its own chunk, shown only then (downloaded with the service
 * worker's set-up, so it is kept offline); the live region around it is always in the page, so what
 * appears in it is announced.
 */
export function OfflineNotices({ copiedAt, applyUpdate }: { copiedAt: Date | null; applyUpdate: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const time = copiedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(copiedAt)
    : '';
  return (
    <>
      {copiedAt && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {/* The saved directory's time: all on screen comes from it (else from answers kept as pages were seen). */}
          {t(copiedAt.getTime() === savedDirectoryTime() ? 'offline.savedCopy' : 'offline.dataFrom', { time })}
        </p>
      )}
      {applyUpdate && (
        <p className="flex flex-wrap items-center justify-center gap-3 bg-slate-900 px-4 py-2 text-sm text-white">
          {t('offline.updateReady')}
          <button
            type="button"
            onClick={applyUpdate}
            className="rounded-md bg-white px-3 py-1 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('offline.reload')}
          </button>
        </p>
      )}
    </>
  );
}
