/** Spec 01 §3, §5, §9: impact statistics and the count-up animation. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 100;

export const statisticThemes = ['primary', 'secondary', 'accent'] as const;
export type StatisticTheme = (typeof statisticThemes)[number];

export type Statistic = { value: number; label: string; suffix: string; theme: StatisticTheme };

/** Whatever arrives, a displayable statistic: value a number of at least 0, texts never missing. */
export function normalizeStatistic(raw: {
  value?: unknown;
  label?: unknown;
  suffix?: unknown;
  theme?: unknown;
}): Statistic {
  const number = Number(raw.value);
  return {
    value: Number.isFinite(number) ? Math.max(0, number) : 0,
    label: typeof raw.label === 'string' ? raw.label : '',
    suffix: typeof raw.suffix === 'string' ? raw.suffix : '',
    theme: statisticThemes.includes(raw.theme as StatisticTheme) ? (raw.theme as StatisticTheme) : 'primary',
  };
}

/** The counter's value `elapsed` ms into the animation (ease-out), reaching `target` exactly at the end. */
export function counterValue(target: number, elapsed: number, duration = COUNTER_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = elapsed / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.floor(target * eased);
}
