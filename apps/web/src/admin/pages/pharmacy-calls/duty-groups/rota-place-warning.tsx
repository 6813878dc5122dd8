import { useTranslation } from 'react-i18next';
import { DUTY_GROUPS_NAMESPACE } from './generate-panel';
import type { ChosenPharmacy, SearchPlace } from './rota-pharmacy-search';

/**
 * The chosen pharmacies (in group order) outside the rota's place, which the API would refuse: outside a
 * subdivision when theirs differs; outside a division when theirs (or their subdivision's) differs. A
 * pharmacy whose place is not known is not listed; none without a place.
 */
export function membersOutside(
  members: readonly ChosenPharmacy[],
  place: SearchPlace,
  divisionOfSubdivision: (id: number) => number | null,
): ChosenPharmacy[] {
  const divisionOf = (member: ChosenPharmacy) =>
    member.divisionId ?? (member.subdivisionId !== null ? divisionOfSubdivision(member.subdivisionId) : null);
  return members.filter((member) => {
    if (place.subdivisionId !== null) {
      if (member.subdivisionId !== null) return member.subdivisionId !== place.subdivisionId;
      // Its subdivision unknown: outside only when it is known to be in another division.
      const placeDivision = place.divisionId ?? divisionOfSubdivision(place.subdivisionId);
      const memberDivision = divisionOf(member);
      return memberDivision !== null && placeDivision !== null && memberDivision !== placeDivision;
    }
    if (place.divisionId === null) return false;
    const memberDivision = divisionOf(member);
    return memberDivision !== null && memberDivision !== place.divisionId;
  });
}

type RotaPlaceWarningProps = {
  /** The chosen pharmacies outside the rota's place (none: nothing is shown). */
  outside: readonly ChosenPharmacy[];
  /** The place as read ('Mfoundi › Yaoundé III'). */
  placeName: string;
  onRemove: () => void;
};

/**
 * Warns when chosen pharmacies are outside the rota's place (the API would refuse them): how many, which,
 * and a button that takes them out of their groups. The status stays in the page, empty, so that a
 * change of place is announced.
 */
export function RotaPlaceWarning({ outside, placeName, onRemove }: RotaPlaceWarningProps) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const count = outside.length;
  return (
    <div
      className={
        count > 0
          ? 'flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 md:col-span-2'
          : 'sr-only'
      }
    >
      <p role="status">
        {count > 0
          ? t('form.outsidePlace', { count, place: placeName, names: outside.map((m) => m.name).join(', ') })
          : null}
      </p>
      {count > 0 ? (
        <button
          type="button"
          onClick={onRemove}
          className="w-fit rounded-md border border-amber-800 bg-white px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100"
        >
          {t('form.removeOutside', { count })}
        </button>
      ) : null}
    </div>
  );
}
