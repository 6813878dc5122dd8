/**
 * Where the page notes that a directory is saved on the device, and when it was last brought up to date
 * (`saved-directory-meta.ts` reads and writes it). Kept tiny: the first load reads it to know whether the
 * saved copy's code is ever needed.
 */
export const SAVED_DIRECTORY_KEY = 'savedDirectory';

/** When the saved copy was last brought up to date (ms), or null when nothing is saved. */
export function savedDirectoryTime(): number | null {
  try {
    const raw = localStorage.getItem(SAVED_DIRECTORY_KEY);
    const at = raw ? Date.parse((JSON.parse(raw) as { savedAt?: string }).savedAt ?? '') : Number.NaN;
    return Number.isNaN(at) ? null : at;
  } catch {
    return null;
  }
}
