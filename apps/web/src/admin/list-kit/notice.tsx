import { useLocation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';

/** What the last action on a page came to, shown above its list until the next one starts. */
export type Notice = { tone: 'success' | 'error'; text: string };

/** The notice, announced as a status (success) or an alert (error); nothing when there is none. */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  return notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null;
}

/**
 * The success a form left in the history state when it navigated back to its list
 * (`navigate(listPath, { state: { notice } })`), so the list can say what was saved.
 */
export function useReturnNotice(): Notice | null {
  const state = useLocation().state as { notice?: unknown } | null;
  return typeof state?.notice === 'string' && state.notice !== '' ? { tone: 'success', text: state.notice } : null;
}
