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
 * search and the on-call list work without a network. Nothing downloads until the visitor asks; the
 * size shown first comes from the server. Once saved: when, how many, update now or remove.
 */
export function SaveDirectoryControl() {
  const { t, i18n } = useTranslation('saved-directory');
  const { t: tCommon } = useTranslation();
  const saved = useSavedDirectoryMeta();
  const size = useQuery({
    queryKey: ['offline-directory-size'],
    queryFn: ({ signal }) => getSavedDirectorySize(signal),
    enabled: saved === null,
    staleTime: 10 * 60_000,
  });
  const save = useMutation({ mutationFn: () => saveDirectory() });
  const remove = useMutation({ mutationFn: removeSavedDirectory });
  const number = new Intl.NumberFormat(i18n.language);
  const failure = save.error ?? remove.error;

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
              : size.data
                ? t('save', { size: number.format(Math.max(1, Math.round(size.data.bytes / 1024))) })
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
