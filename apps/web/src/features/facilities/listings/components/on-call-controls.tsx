import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingState } from '../listing-state';
import { weekOf } from '../on-call-time';
import { OnCallWhen } from './on-call-when';

/** The on-call page's extras: the date-and-time choice, and the printable list of the town chosen. */
export function OnCallControls({
  at,
  state,
  onAt,
}: {
  at: Date | null;
  state: ListingState;
  onAt: (value: string | null) => void;
}) {
  const { t } = useTranslation('listings');
  const place = {
    ...(state.region ? { region: String(state.region) } : {}),
    ...(state.division ? { division: String(state.division) } : {}),
    ...(state.subdivision ? { subdivision: String(state.subdivision) } : {}),
  };
  return (
    <div className="mt-4 flex flex-col gap-3">
      <OnCallWhen at={at} onChange={onAt} />
      {state.division || state.subdivision ? (
        <Link
          to={`/pharmacies-on-call/print?${new URLSearchParams({ ...place, week: weekOf(at ?? new Date()) }).toString()}`}
          className="self-start font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
        >
          {t('onCall.printLink')}
        </Link>
      ) : (
        <p className="text-sm text-slate-700">{t('onCall.printHint')}</p>
      )}
    </div>
  );
}
