import { ON_CALL_PLACE_COOKIE } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../../lib/api/geography';
import { localizedName } from '../../../../lib/localized';
import type { ListingState } from '../listing-state';
import { weekOf } from '../on-call-time';
import { ListingFiltersPanel } from './listing-filters';
import type { FiltersSlot } from './listing-page';
import { OnCallWhen, useOnCallWhenText } from './on-call-when';

/** The names of the place chosen, most precise first ("Douala Ier, Wouri, Littoral"); null for none. */
function usePlaceName(state: ListingState, language: string): string | null {
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(state.region));
  const subdivisions = useQuery(subdivisionsQueryOptions(state.division));
  const named = [
    subdivisions.data?.find((row) => row.id === state.subdivision),
    divisions.data?.find((row) => row.id === state.division),
    regions.data?.find((row) => row.id === state.region),
  ].flatMap((row) => (row ? [localizedName(row, language)] : []));
  return named.length > 0 ? named.join(', ') : null;
}

/**
 * The place in a cookie too, for this page's address only: with it, the server names that place's list
 * in the page's HTML, fetched at once (the place itself is restored from the saved filters).
 */
function rememberPlaceForServer(region?: number, division?: number, subdivision?: number) {
  const value = region === undefined ? '' : [region, division ?? '', subdivision ?? ''].join('.');
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value ? 'Max-Age=31536000' : 'Max-Age=0';
  document.cookie = `${ON_CALL_PLACE_COOKIE}=${value}; Path=/pharmacies-on-call; ${lifetime}; SameSite=Lax${secure}`;
}

/** One folded choice: "Where: Wouri, Littoral · Change", its controls shown when opened. */
function Fold({
  label,
  value,
  isOpen,
  onToggle,
  children,
}: {
  label: string;
  value: string;
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('listings');
  return (
    <details open={isOpen} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
      <summary className="flex cursor-pointer list-none items-baseline gap-2 rounded-lg px-3 py-2 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold text-slate-700">{label}:</span>
        <span className="min-w-0 flex-1 font-bold break-words text-slate-900">{value}</span>
        <span className="shrink-0 text-sm font-semibold text-brand underline underline-offset-2">
          {isOpen ? t('onCall.fold.done') : t('onCall.fold.change')}
        </span>
      </summary>
      <div className="px-1 pt-2 pb-3">{children}</div>
    </details>
  );
}

/**
 * The on-call page's place and time (issue 34: the answer on a phone's first screen): each folded into one
 * line saying what the list answers for, opened to change it. With nothing known of the visitor's place,
 * the place is open: choosing it is the first thing to do. With the position already allowed on this
 * device, the list is nearest first at once (no question asked). Then the printable list of the town.
 */
export function OnCallControls({ slot }: { slot: FiltersSlot }) {
  const { t, i18n } = useTranslation('listings');
  const { panel, at, onAt, isNearWanted, isLocationMissing, onNearPress } = slot;
  const { state } = panel;
  const placeName = usePlaceName(state, i18n.language);
  const hasPlace = state.region !== undefined;
  const [isPlaceOpen, setIsPlaceOpen] = useState(!hasPlace);
  const [isWhenOpen, setIsWhenOpen] = useState(false);
  const whenText = useOnCallWhenText(at);

  const onAllowedPosition = useEffectEvent(() => {
    if (hasPlace || isNearWanted) return;
    onNearPress();
    setIsPlaceOpen(false);
  });
  useEffect(() => {
    // Asking would show the browser's prompt on arrival: only a permission given before is used.
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => status.state === 'granted' && onAllowedPosition())
      .catch(() => {});
  }, []);
  const { region, division, subdivision } = state;
  useEffect(() => rememberPlaceForServer(region, division, subdivision), [region, division, subdivision]);
  // The position could not be had: the place choice opens, and its select takes the focus.
  const [wasLocationMissing, setWasLocationMissing] = useState(isLocationMissing);
  if (wasLocationMissing !== isLocationMissing) {
    setWasLocationMissing(isLocationMissing);
    if (isLocationMissing) setIsPlaceOpen(true);
  }
  const { placeRef } = panel;
  useEffect(() => {
    if (isLocationMissing && isPlaceOpen && placeRef && typeof placeRef === 'object') placeRef.current?.focus();
  }, [isLocationMissing, isPlaceOpen, placeRef]);

  const where = isNearWanted ? t('onCall.fold.nearYou') : (placeName ?? t('onCall.fold.everywhere'));
  const place = {
    ...(state.region ? { region: String(state.region) } : {}),
    ...(state.division ? { division: String(state.division) } : {}),
    ...(state.subdivision ? { subdivision: String(state.subdivision) } : {}),
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 p-1">
        <Fold label={t('onCall.fold.where')} value={where} isOpen={isPlaceOpen} onToggle={setIsPlaceOpen}>
          <ListingFiltersPanel {...panel} isAnotherTime={at !== null} />
          {/* Printing is for a town's list: offered with the place, out of the first screen's way. */}
          {state.division || state.subdivision ? (
            <Link
              to={`/pharmacies-on-call/print?${new URLSearchParams({ ...place, week: weekOf(at ?? new Date()) }).toString()}`}
              className="mt-3 inline-block px-2 font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
            >
              {t(at ? 'onCall.printLinkAt' : 'onCall.printLink')}
            </Link>
          ) : (
            <p className="mt-2 px-2 text-sm text-slate-700">{t('onCall.printHint')}</p>
          )}
        </Fold>
        <Fold label={t('onCall.fold.when')} value={whenText.short} isOpen={isWhenOpen} onToggle={setIsWhenOpen}>
          <OnCallWhen at={at} onChange={onAt} />
        </Fold>
      </div>
      {/* Said when the instant changes, the fold being closed or open. */}
      <p className="sr-only" aria-live="polite" data-testid="on-call-when">
        {whenText.long}
      </p>
    </div>
  );
}
