import { useTranslation } from 'react-i18next';
import type { ListingView } from '../listing-view';

const views: readonly ListingView[] = ['list', 'map'];

type ViewToggleProps = { view: ListingView; onChange: (view: ListingView) => void };

/**
 * "List" / "Map": two toggle buttons (`aria-pressed`) in a labelled group, as the how-it-works
 * audience choice. Native buttons, so Tab, Enter and Space work and the global focus ring shows.
 */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const { t } = useTranslation('listings');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex shrink-0 rounded-lg border border-slate-300 bg-slate-100 p-1"
    >
      {views.map((option) => {
        const isPressed = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isPressed}
            // Pressing the current choice again changes nothing (and adds no history entry).
            onClick={() => (isPressed ? undefined : onChange(option))}
            className={`rounded-md px-4 py-1.5 font-semibold ${
              isPressed ? 'bg-brand text-white shadow' : 'text-slate-800 hover:bg-white'
            }`}
          >
            {t(`view.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
