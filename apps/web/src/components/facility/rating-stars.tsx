import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { normalizeRating, starFills } from './rating';

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ className }: { className: string }) {
  return (
    <Icon variant="solid" className={`h-4 w-4 ${className}`}>
      <path d={starPath} />
    </Icon>
  );
}

/** Spec 01 §2.5: stars and the figure to one decimal, read out as "Rated 4.3 out of 5". */
export function RatingStars({ rating }: { rating: number | null | undefined }) {
  const { t, i18n } = useTranslation('facility');
  const value = normalizeRating(rating);
  const formatted = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  return (
    <span role="img" aria-label={t('rating', { rating: formatted })} className="flex items-center gap-1">
      <span className="flex">
        {starFills(value).map((fill, index) => (
          <span key={index} className="relative">
            <Star className="text-slate-300" />
            {fill !== 'empty' ? (
              <span
                className={`absolute inset-0 overflow-hidden text-amber-500 ${fill === 'half' ? '[clip-path:inset(0_50%_0_0)]' : ''}`}
              >
                <Star className="" />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
        {formatted}
      </span>
    </span>
  );
}
