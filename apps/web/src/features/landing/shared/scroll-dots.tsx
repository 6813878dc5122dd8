type ScrollDotsProps = {
  count: number;
  current: number;
  onSelect: (page: number) => void;
  /** Accessible name of each dot, given its 1-based number. */
  labelFor: (page: number) => string;
  className?: string;
  /** 'light' for dots on a dark background. */
  tone?: 'brand' | 'light';
};

/** Dots that show which part of a horizontal scroller is in view, and jump there when pressed. */
export function ScrollDots({ count, current, onSelect, labelFor, className, tone = 'brand' }: ScrollDotsProps) {
  const on = tone === 'light' ? 'bg-white' : 'bg-brand';
  const off = tone === 'light' ? 'bg-white/60' : 'bg-slate-400';
  if (count <= 1) return null;
  return (
    <div className={`flex justify-center gap-1 ${className ?? ''}`}>
      {Array.from({ length: count }, (_, page) => (
        <button
          key={page}
          type="button"
          aria-label={labelFor(page + 1)}
          aria-current={page === current ? 'true' : undefined}
          onClick={() => onSelect(page)}
          className="flex h-6 w-6 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${page === current ? `w-5 ${on}` : `w-2.5 ${off}`}`}
          />
        </button>
      ))}
    </div>
  );
}
