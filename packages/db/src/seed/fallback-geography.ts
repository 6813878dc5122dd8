/**
 * Minimal hand-kept subset of the Cameroon administrative reference, used only when the reference data folder
 * (default `../shared/data/cameroon`) is absent: all 10 regions, and only the divisions and subdivisions that the
 * demo facilities use. Values are taken from the OCHA / Institut National de Cartographie administrative reference
 * (COD-AB, with GeoNames town coordinates, OpenStreetMap subdivision centroids and accented names, and 2005 census
 * populations); the attribution is shown on the site's Data sources page. Ids match the reference files.
 */

export type RefRegion = { id: number; code: string; pcode: string | null; name_en: string; name_fr: string; capital: string | null; population: number | null; lat: number | null; lng: number | null };
export type RefDivision = { id: number; code: string; region_id: number; name_en: string; name_fr: string; headquarters: string | null; lat: number | null; lng: number | null };
export type RefSubdivision = { id: number; code: string; division_id: number; name_en: string; name_fr: string; type: 'Urban' | 'Rural'; lat: number | null; lng: number | null };

export const fallbackRegions: RefRegion[] = [
  { id: 100, code: 'CM-CE', pcode: 'CM002', name_en: 'Centre', name_fr: 'Centre', capital: 'Yaoundé', population: 3098044, lat: 3.86667, lng: 11.51667 },
  { id: 101, code: 'CM-LT', pcode: 'CM005', name_en: 'Littoral', name_fr: 'Littoral', capital: 'Douala', population: 2510263, lat: 4.04827, lng: 9.70428 },
  { id: 102, code: 'CM-OU', pcode: 'CM008', name_en: 'West', name_fr: 'Ouest', capital: 'Bafoussam', population: 1720047, lat: 5.47775, lng: 10.41759 },
  { id: 103, code: 'CM-NO', pcode: 'CM006', name_en: 'North', name_fr: 'Nord', capital: 'Garoua', population: 1687959, lat: 9.30143, lng: 13.39771 },
  { id: 104, code: 'CM-EN', pcode: 'CM004', name_en: 'Far North', name_fr: 'Extrême-Nord', capital: 'Maroua', population: 3111792, lat: 10.59095, lng: 14.31593 },
  { id: 105, code: 'CM-AD', pcode: 'CM001', name_en: 'Adamawa', name_fr: 'Adamaoua', capital: 'Ngaoundéré', population: 884289, lat: 7.32765, lng: 13.58472 },
  { id: 106, code: 'CM-ES', pcode: 'CM003', name_en: 'East', name_fr: 'Est', capital: 'Bertoua', population: 771755, lat: 4.57728, lng: 13.68459 },
  { id: 107, code: 'CM-SU', pcode: 'CM009', name_en: 'South', name_fr: 'Sud', capital: 'Ebolowa', population: 634655, lat: 2.9, lng: 11.15 },
  { id: 108, code: 'CM-SW', pcode: 'CM010', name_en: 'Southwest', name_fr: 'Sud-Ouest', capital: 'Buea', population: 1316079, lat: 4.15342, lng: 9.24231 },
  { id: 109, code: 'CM-NW', pcode: 'CM007', name_en: 'Northwest', name_fr: 'Nord-Ouest', capital: 'Bamenda', population: 1728953, lat: 5.9597, lng: 10.14597 },
];

export const fallbackDivisions: RefDivision[] = [
  { id: 7, code: 'CM002007', region_id: 100, name_en: 'Mfoundi', name_fr: 'Mfoundi', headquarters: 'Yaoundé', lat: 3.86667, lng: 11.51667 },
  { id: 14, code: 'CM005004', region_id: 101, name_en: 'Wouri', name_fr: 'Wouri', headquarters: 'Douala', lat: 4.04827, lng: 9.70428 },
  { id: 20, code: 'CM008006', region_id: 102, name_en: 'Mifi', name_fr: 'Mifi', headquarters: 'Bafoussam', lat: 5.47775, lng: 10.41759 },
  { id: 23, code: 'CM006001', region_id: 103, name_en: 'Benoue', name_fr: 'Bénoué', headquarters: 'Garoua', lat: 9.30143, lng: 13.39771 },
  { id: 27, code: 'CM004001', region_id: 104, name_en: 'Diamare', name_fr: 'Diamaré', headquarters: 'Maroua', lat: 10.59095, lng: 14.31593 },
  { id: 37, code: 'CM001005', region_id: 105, name_en: 'Vina', name_fr: 'Vina', headquarters: 'Ngaoundéré', lat: 7.32765, lng: 13.58472 },
  { id: 41, code: 'CM003004', region_id: 106, name_en: 'Lom-et-Djerem', name_fr: 'Lom-et-Djérem', headquarters: 'Bertoua', lat: 4.57728, lng: 13.68459 },
  { id: 43, code: 'CM009002', region_id: 107, name_en: 'Mvila', name_fr: 'Mvila', headquarters: 'Ebolowa', lat: 2.9, lng: 11.15 },
  { id: 44, code: 'CM009003', region_id: 107, name_en: 'Ocean', name_fr: 'Océan', headquarters: 'Kribi', lat: 2.93725, lng: 9.90765 },
  { id: 46, code: 'CM010001', region_id: 108, name_en: 'Fako', name_fr: 'Fako', headquarters: 'Limbe', lat: 4.02356, lng: 9.20607 },
  { id: 56, code: 'CM007005', region_id: 109, name_en: 'Mezam', name_fr: 'Mezam', headquarters: 'Bamenda', lat: 5.9597, lng: 10.14597 },
];

export const fallbackSubdivisions: RefSubdivision[] = [
  { id: 43, code: 'CM002007001', division_id: 7, name_en: 'Yaoundé I', name_fr: 'Yaoundé 1er', type: 'Urban', lat: 3.92831, lng: 11.52165 },
  { id: 44, code: 'CM002007002', division_id: 7, name_en: 'Yaoundé II', name_fr: 'Yaoundé 2e', type: 'Urban', lat: 3.90308, lng: 11.48905 },
  { id: 45, code: 'CM002007003', division_id: 7, name_en: 'Yaoundé III', name_fr: 'Yaoundé 3e', type: 'Urban', lat: 3.78268, lng: 11.47468 },
  { id: 46, code: 'CM002007004', division_id: 7, name_en: 'Yaoundé IV', name_fr: 'Yaoundé 4e', type: 'Urban', lat: 3.8185, lng: 11.53171 },
  { id: 47, code: 'CM002007005', division_id: 7, name_en: 'Yaoundé V', name_fr: 'Yaoundé 5e', type: 'Urban', lat: 3.89795, lng: 11.55114 },
  { id: 48, code: 'CM002007006', division_id: 7, name_en: 'Yaoundé VI', name_fr: 'Yaoundé 6e', type: 'Urban', lat: 3.83908, lng: 11.47659 },
  { id: 49, code: 'CM002007007', division_id: 7, name_en: 'Yaoundé VII', name_fr: 'Yaoundé 7e', type: 'Urban', lat: 3.87515, lng: 11.44842 },
  { id: 99, code: 'CM005004001', division_id: 14, name_en: 'Douala I', name_fr: 'Douala 1er', type: 'Urban', lat: 4.04289, lng: 9.693 },
  { id: 101, code: 'CM005004003', division_id: 14, name_en: 'Douala III', name_fr: 'Douala 3e', type: 'Urban', lat: 4.01617, lng: 9.79952 },
  { id: 102, code: 'CM005004004', division_id: 14, name_en: 'Douala IV', name_fr: 'Douala 4e', type: 'Urban', lat: 4.0738, lng: 9.62876 },
  { id: 103, code: 'CM005004005', division_id: 14, name_en: 'Douala V', name_fr: 'Douala 5e', type: 'Urban', lat: 4.13328, lng: 9.78488 },
  { id: 129, code: 'CM008006001', division_id: 20, name_en: 'Bafoussam I', name_fr: 'Bafoussam 1er', type: 'Urban', lat: 5.48974, lng: 10.50096 },
  { id: 149, code: 'CM006001005', division_id: 23, name_en: 'Garoua I', name_fr: 'Garoua 1er', type: 'Urban', lat: 9.324, lng: 13.365 },
  { id: 150, code: 'CM006001006', division_id: 23, name_en: 'Garoua II', name_fr: 'Garoua 2e', type: 'Urban', lat: 9.34398, lng: 13.42554 },
  { id: 169, code: 'CM004001004', division_id: 27, name_en: 'Maroua I', name_fr: 'Maroua 1er', type: 'Urban', lat: 10.54918, lng: 14.27005 },
  { id: 230, code: 'CM001005005', division_id: 37, name_en: 'Ngaoundéré I', name_fr: 'Ngaoundéré 1er', type: 'Urban', lat: 7.26559, lng: 13.53056 },
  { id: 260, code: 'CM003004002', division_id: 41, name_en: 'Bertoua I', name_fr: 'Bertoua 1er', type: 'Urban', lat: 4.54091, lng: 13.64889 },
  { id: 278, code: 'CM009002004', division_id: 43, name_en: 'Ebolowa II', name_fr: 'Ebolowa 2e', type: 'Urban', lat: 2.71369, lng: 11.24089 },
  { id: 287, code: 'CM009003005', division_id: 44, name_en: 'Kribi II', name_fr: 'Kribi 2e', type: 'Urban', lat: 3.01746, lng: 9.97402 },
  { id: 296, code: 'CM010001001', division_id: 46, name_en: 'Buea', name_fr: 'Buea', type: 'Rural', lat: 4.16069, lng: 9.2246 },
  { id: 297, code: 'CM010001002', division_id: 46, name_en: 'Limbe I', name_fr: 'Limbé 1er', type: 'Urban', lat: 4.04068, lng: 9.25078 },
  { id: 349, code: 'CM007005004', division_id: 56, name_en: 'Bamenda II', name_fr: 'Bamenda 2e', type: 'Urban', lat: 5.97103, lng: 10.09807 },
];
