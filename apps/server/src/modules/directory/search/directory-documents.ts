import type { Db } from '@hc/db';
import { facilityCategoryWords, facilityTypeNames } from '@hc/shared';
import { selectPlaceNames, selectSearchFacilities } from './documents.repository';
import { categoryCodes, Field, type SearchDocument } from './search-index';

type PlaceKind = 'r' | 'd' | 's';

/**
 * Words people use for any place of care of a group, whatever its type: "clinique bonapriso" asks for the
 * hospital in Bonapriso (issue 34), a private hospital being a "clinique" to most. Matched as the kind, they
 * rank after the names that hold them.
 */
const careWords: Record<keyof typeof categoryCodes, string> = {
  hospital: 'Clinique Clinic',
  pharmacy: '',
  laboratory: '',
};

const placeKey = (kind: PlaceKind, id: number | null) => (id === null ? '' : `${kind}${id}`);

/**
 * Every public facility as a search document: its name and other names, its town (subdivision, division and
 * region, in both languages), address, specialties (its own and its doctors'), tests, public
 * doctors' names, and the words for its kind. Places are read once, not once per facility.
 */
export async function loadSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const [facilities, places] = await Promise.all([selectSearchFacilities(db), selectPlaceNames(db)]);
  const placeNames = new Map(places.map((p) => [placeKey(p.kind, p.id), p.names]));
  return facilities.map((row) => {
    const type = facilityTypeNames[row.facilityType];
    const texts: SearchDocument['texts'] = [
      [Field.kind, `${facilityCategoryWords[row.category]} ${careWords[row.category]} ${type.nameEn} ${type.nameFr}`],
    ];
    const place = [
      placeNames.get(placeKey('s', row.subdivisionId)),
      placeNames.get(placeKey('d', row.divisionId)),
      placeNames.get(placeKey('r', row.regionId)),
    ]
      .filter(Boolean)
      .join(' ');
    if (place) texts.push([Field.place, place]);
    // Other names count as the name: "CSI Mbalmayo Urbain" finds the Centre de Santé Intégré de Mbalmayo Urbain.
    if (row.aliases.length > 0) texts.push([Field.name, row.aliases.join(' ')]);
    if (row.address) texts.push([Field.address, row.address]);
    if (row.specialties) texts.push([Field.specialty, row.specialties]);
    if (row.tests) texts.push([Field.test, row.tests]);
    if (row.doctors) texts.push([Field.doctor, row.doctors]);
    return {
      id: row.id,
      category: categoryCodes[row.category],
      regionId: row.regionId,
      divisionId: row.divisionId,
      subdivisionId: row.subdivisionId,
      latitude: row.lat,
      longitude: row.lng,
      completeness: row.completeness,
      name: row.name,
      texts,
    };
  });
}
