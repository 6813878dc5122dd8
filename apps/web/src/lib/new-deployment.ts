/** The tab's note that it already reloaded once to reach this deployment (its entry script's address). */
const RELOADED_FOR_KEY = 'reloaded-for-deployment';

/**
 * Whether `error` is a script or stylesheet that failed to download (a dropped connection, or a
 * deployment that removed the old hashed files), rather than a bug in the page.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch/i.test(
    error.message,
  );
}

/** The hashed entry script a page's HTML loads: it changes with every deployment. */
export function entryScript(html: string): string | null {
  return /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * After a failed download: when the site now serves another version than the one this tab runs,
 * reloads (once per new version: a version that fails to load does not loop) and answers true;
 * otherwise (offline, or the same version) answers false and the page shows its error and Retry.
 */
export async function reloadIfRedeployed(): Promise<boolean> {
  const running = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
  if (!running) return false;
  let served: string | null;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return false;
    served = entryScript(await response.text());
  } catch {
    return false;
  }
  if (!served || served === running) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === served) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, served);
  } catch {
    // Without storage a reload could repeat: better to show the error and let the visitor choose.
    return false;
  }
  location.reload();
  return true;
}
