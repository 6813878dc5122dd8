import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEEP_DELAY_MS,
  getAudioContext,
  playBeep,
  resetAudioContext,
  scheduleBeep,
  type BeepAudioContext,
} from './beep';

function createFakeContext() {
  const oscillator = {
    type: '',
    frequency: { setValueAtTime: vi.fn() },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  const gain = { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  const context = {
    currentTime: 10,
    destination: {} as AudioDestinationNode,
    createOscillator: vi.fn(() => oscillator),
    createGain: vi.fn(() => gain),
  };
  return { context: context as unknown as BeepAudioContext, oscillator, gain, raw: context };
}

describe('scheduleBeep', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays an 800 Hz sine tone for 0.2 s, one second later', () => {
    const { context, oscillator, gain, raw } = createFakeContext();
    scheduleBeep(context);
    vi.advanceTimersByTime(BEEP_DELAY_MS - 1);
    expect(raw.createOscillator).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(oscillator.type).toBe('sine');
    expect(oscillator.frequency.setValueAtTime).toHaveBeenCalledWith(800, 10);
    expect(oscillator.start).toHaveBeenCalledWith(10);
    expect(oscillator.stop).toHaveBeenCalledWith(10.2);
    expect(gain.connect).toHaveBeenCalledWith(raw.destination);
  });

  it('does nothing when cancelled before the delay', () => {
    const { context, raw } = createFakeContext();
    const cancel = scheduleBeep(context);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(raw.createOscillator).not.toHaveBeenCalled();
  });

  it('never throws when audio is missing or broken', () => {
    expect(() => scheduleBeep(null)()).not.toThrow();
    const { context, raw } = createFakeContext();
    raw.createOscillator.mockImplementation(() => {
      throw new Error('NotAllowedError');
    });
    scheduleBeep(context);
    expect(() => vi.advanceTimersByTime(BEEP_DELAY_MS)).not.toThrow();
    expect(() => playBeep(context)).not.toThrow();
  });
});

describe('getAudioContext', () => {
  afterEach(() => resetAudioContext());

  it('creates one context lazily and reuses it, resuming a suspended one', () => {
    const resume = vi.fn(() => Promise.resolve());
    const Constructor = vi.fn(function (this: Record<string, unknown>) {
      this.state = 'suspended';
      this.resume = resume;
    });
    const first = getAudioContext({ AudioContext: Constructor });
    const second = getAudioContext({ AudioContext: Constructor });
    expect(first).toBe(second);
    expect(Constructor).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalled();
  });

  it('returns null when the browser has no Web Audio or refuses it', () => {
    expect(getAudioContext({})).toBeNull();
    const Throwing = vi.fn(function () {
      throw new Error('blocked');
    });
    expect(getAudioContext({ AudioContext: Throwing })).toBeNull();
  });
});
