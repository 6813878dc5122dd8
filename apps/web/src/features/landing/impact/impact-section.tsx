import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import {
  COUNTER_STAGGER_MS,
  counterValue,
  normalizeStatistic,
  type Statistic,
  type StatisticTheme,
} from './statistics';

const themeClass: Record<StatisticTheme, string> = {
  primary: 'text-brand',
  secondary: 'text-cyan-800',
  accent: 'text-emerald-700',
};

/** True once the element has been on screen (or at once where IntersectionObserver is missing). */
function useHasBeenVisible<T extends Element>() {
  const ref = useRef<T>(null);
  const [isVisible, setIsVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);
  return [ref, isVisible] as const;
}

function useCountUp(target: number, isRunning: boolean, delayMs: number, isAnimated: boolean) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!isAnimated || !isRunning) return undefined;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now + delayMs;
      const next = counterValue(target, now - start);
      setValue(next);
      if (next < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, isRunning, delayMs, isAnimated]);
  return isAnimated ? value : target;
}

function StatCard({
  statistic,
  position,
  isRunning,
  isAnimated,
}: {
  statistic: Statistic;
  position: number;
  isRunning: boolean;
  isAnimated: boolean;
}) {
  const { i18n } = useTranslation('landing');
  const value = useCountUp(statistic.value, isRunning, position * COUNTER_STAGGER_MS, isAnimated);
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n) + statistic.suffix;
  return (
    <li className="rounded-xl bg-white p-6 text-center shadow-sm">
      <p className={`text-3xl font-extrabold tabular-nums sm:text-4xl ${themeClass[statistic.theme]}`}>
        <span aria-hidden="true">{format(value)}</span>
        <span className="sr-only">{format(statistic.value)}</span>
      </p>
      <p className="mt-2 font-semibold text-slate-700">{statistic.label}</p>
    </li>
  );
}

type ImpactSectionProps = {
  /** Defaults to the spec's figures. */
  statistics?: Parameters<typeof normalizeStatistic>[0][];
};

/** Spec 01 §2.8: figures that count up from 0 over 2 s when they come into view. */
export function ImpactSection({ statistics }: ImpactSectionProps) {
  const { t } = useTranslation('landing');
  const prefersReducedMotion = usePrefersReducedMotion();
  const [ref, isVisible] = useHasBeenVisible<HTMLUListElement>();
  const items = (
    statistics ?? [
      { value: 100, suffix: '+', label: t('impact.cases'), theme: 'primary' },
      { value: 5000, suffix: '+', label: t('impact.patients'), theme: 'secondary' },
      { value: 10000, suffix: '+', label: t('impact.appointments'), theme: 'accent' },
      { value: 1, suffix: '+', label: t('impact.years'), theme: 'primary' },
    ]
  ).map(normalizeStatistic);

  return (
    <section aria-labelledby="impact-heading" className="bg-blue-50 py-12">
      <div className="mx-auto max-w-[1200px] px-4">
        <h2 id="impact-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('impact.title')}
        </h2>
        <p className="mt-2 text-center text-slate-700">{t('impact.subtitle')}</p>
        <ul ref={ref} className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {items.map((statistic, position) => (
            <StatCard
              key={position}
              statistic={statistic}
              position={position}
              isRunning={isVisible}
              isAnimated={!prefersReducedMotion}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
