import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import {
  getSavedDirectorySize,
  removeSavedDirectory,
  saveDirectory,
} from '../../../lib/offline/saved-directory/save-directory';
import { useSavedDirectoryMeta } from '../../../lib/offline/saved-directory/saved-directory-meta';

const buttonClass =
  'rounded-lg border border-slate-400 px-3 py-2 text-left text-sm font-semibold text-white hover:border-white disabled:opacity-60';

/**
 * "Save the directory for offline use (≈ N KB)": the compact directory kept on the device, so the name
 * search, the on-call list, the listings and each facility's page work without a network. Nothing
 * downloads until the visitor asks; the size shown first is the server's estimate. Once saved: when, how
 * many, what it really took (on the device, and over the network the last time), update now or remove.
 */
export function SaveDirectoryControl() {
  const { t, i18n } = useTranslation('saved-directory');
  const { t: tCommon } = useTranslation();
  const saved = useSavedDirectoryMeta();
  const estimate = useQuery({
    queryKey: ['offline-directory-size'],
    queryFn: ({ signal }) => getSavedDirectorySize(signal),
    enabled: saved === null,
    staleTime: 10 * 60_000,
  });
  const save = useMutation({ mutationFn: () => saveDirectory() });
  const remove = useMutation({ mutationFn: removeSavedDirectory });
  const number = new Intl.NumberFormat(i18n.language);
  const failure = save.error ?? remove.error;
  /** "118 KB", "1.1 MB" (in French "118 Ko", "1,1 Mo"): a kilobyte is 1,024 bytes. */
  const size = (bytes: number) =>
    bytes < 1000 * 1024
      ? t('kb', { size: number.format(Math.max(1, Math.round(bytes / 1024))) })
      : t('mb', { size: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / 1024 ** 2) });

  return (
    <div className="flex flex-col gap-2 text-sm">
      {saved ? (
        <>
          <p role="status" className="text-slate-200">
            {t('saved', {
              count: saved.facilities,
              facilities: number.format(saved.facilities),
              time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(saved.savedAt),
              ),
            })}
          </p>
          {saved.storedBytes === undefined ? null : (
            <p className="text-slate-300">
              {saved.downloadedBytes === undefined
                ? t('stored', { stored: size(saved.storedBytes) })
                : t('sizes', { stored: size(saved.storedBytes), downloaded: size(saved.downloadedBytes) })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} disabled={save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? t('updating') : t('update')}
            </button>
            <button type="button" className={buttonClass} disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('remove')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-300">{t('intro')}</p>
          <button type="button" className={buttonClass} disabled={save.isPending} onClick={() => save.mutate()}>
            {save.isPending
              ? t('saving')
              : estimate.data
                ? t('save', { size: size(estimate.data.bytes) })
                : t('saveNoSize')}
          </button>
        </>
      )}
      {failure ? (
        <p role="alert" className="text-amber-200">
          {describeError(failure, tCommon)}
        </p>
      ) : null}
    </div>
  );
}
