import type { FacilitySummary, SearchNearest } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import type { NearPosition } from '../../../components/facility/near-me';
import { registerCatalogs } from '../../../lib/i18n';
import { ResultButton } from './result-button';

// Its words come with it, out of the catalog list every page carries.
registerCatalogs(import.meta.glob('../../../locales/*/search-nearest.json'));

type NearestAlternativesProps = {
  /** The words searched, as the visitor typed them. */
  query: string;
  nearest: SearchNearest;
  onOpen: (facility: FacilitySummary) => void;
  located: NearPosition | null;
};

const kinds = { hospital: 'hospitals', pharmacy: 'pharmacies', laboratory: 'laboratories' } as const;

/**
 * What a search that found nothing offers instead of an empty page (issue 34): the nearest facilities of the kind
 * asked for, under a heading saying what they are nearest to. Loaded only then, with its catalog ('search-nearest').
 */
export function NearestAlternatives({ query, nearest, onOpen, located }: NearestAlternativesProps) {
  const { t } = useTranslation('search-nearest');
  const categories = new Set(nearest.facilities.map((facility) => facility.category));
  const [only] = categories;
  const kind = t(`kind.${categories.size === 1 && only ? kinds[only] : 'facilities'}`);
  const heading =
    nearest.basis === 'query' && nearest.place
      ? t('heading.query', { query, kind, place: nearest.place })
      : t(`heading.${nearest.basis === 'query' ? 'visitor' : nearest.basis}`, { query, kind });

  return (
    <section aria-labelledby="search-nearest-heading" className="text-left" data-testid="search-nearest">
      <h3 id="search-nearest-heading" className="mb-2 text-lg font-bold text-slate-900">
        {heading}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {nearest.facilities.map((facility) => (
          <li key={facility.id}>
            <ResultButton facility={facility} onOpen={onOpen} located={located} />
          </li>
        ))}
      </ul>
    </section>
  );
}
