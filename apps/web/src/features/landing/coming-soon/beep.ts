/** Spec 01 §9: the beep that follows the appointment and home-visit popups. */
export const BEEP_FREQUENCY_HZ = 800;
export const BEEP_DURATION_S = 0.2;
export const BEEP_DELAY_MS = 1000;
const BEEP_VOLUME = 0.15;

/** The part of the Web Audio API the beep uses, so tests can pass a fake. */
export type BeepAudioContext = Pick<
  BaseAudioContext,
  'createOscillator' | 'createGain' | 'currentTime' | 'destination'
> & {
  state?: AudioContextState;
  resume?: () => Promise<void>;
};

type AudioContextConstructor = new () => BeepAudioContext;

let sharedContext: BeepAudioContext | null = null;

/**
 * The page's audio context, created on first use. Call it from a click handler: browsers only let
 * a context start (or resume) during a user gesture. Returns null when audio is unavailable.
 */
export function getAudioContext(
  globals: { AudioContext?: unknown; webkitAudioContext?: unknown } = typeof window === 'undefined'
    ? {}
    : (window as unknown as { AudioContext?: unknown; webkitAudioContext?: unknown }),
): BeepAudioContext | null {
  try {
    if (!sharedContext) {
      const Constructor = (globals.AudioContext ?? globals.webkitAudioContext) as AudioContextConstructor | undefined;
      if (!Constructor) return null;
      sharedContext = new Constructor();
    }
    if (sharedContext.state === 'suspended') void sharedContext.resume?.().catch(() => undefined);
    return sharedContext;
  } catch {
    return null;
  }
}

/** For tests: forget the shared context. */
export function resetAudioContext() {
  sharedContext = null;
}

/** Plays one short sine tone now. Never throws: a missing beep is not worth an error. */
export function playBeep(context: BeepAudioContext | null) {
  if (!context) return;
  try {
    const start = context.currentTime;
    const end = start + BEEP_DURATION_S;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(BEEP_FREQUENCY_HZ, start);
    gain.gain.setValueAtTime(BEEP_VOLUME, start);
    // A short fade avoids the click of a tone cut off mid-wave.
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end);
  } catch {
    // Audio blocked or unsupported: stay silent.
  }
}

/**
 * Plays the beep BEEP_DELAY_MS after now. Returns a function that cancels it (call it when the
 * popup closes first).
 */
export function scheduleBeep(context: BeepAudioContext | null, delayMs = BEEP_DELAY_MS): () => void {
  if (!context) return () => undefined;
  const timer = setTimeout(() => playBeep(context), delayMs);
  return () => clearTimeout(timer);
}
