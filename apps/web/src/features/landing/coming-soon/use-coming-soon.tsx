import { useCallback, useEffect, useRef, useState } from 'react';
import { LazyComingSoonDialog } from '../../../components/ui/lazy-coming-soon-dialog';
import { getAudioContext, scheduleBeep } from './beep';

/**
 * One Coming Soon popup and the functions that open it. `withBeep` must be called from the click
 * handler itself: the audio context is created there, during the user's gesture.
 */
export function useComingSoon() {
  const [feature, setFeature] = useState<string | null>(null);
  const cancelBeep = useRef<() => void>(() => undefined);

  const stopBeep = useCallback(() => {
    cancelBeep.current();
    cancelBeep.current = () => undefined;
  }, []);

  const open = useCallback(
    (name: string, options: { withBeep?: boolean } = {}) => {
      stopBeep();
      setFeature(name);
      if (options.withBeep) cancelBeep.current = scheduleBeep(getAudioContext());
    },
    [stopBeep],
  );

  const close = useCallback(() => {
    stopBeep();
    setFeature(null);
  }, [stopBeep]);

  useEffect(() => stopBeep, [stopBeep]);

  return { open, popup: <LazyComingSoonDialog variant="nextUpdate" feature={feature} onClose={close} /> };
}
