import type { FacilityCategory, FacilityType } from './enums';

type Names = { nameEn: string; nameFr: string };

/** Facility types as reference values: the same English and French names the site shows. */
export const facilityTypeNames: Record<FacilityType, Names> = {
  hospital: { nameEn: 'Hospital', nameFr: 'Hôpital' },
  clinic: { nameEn: 'Clinic', nameFr: 'Clinique' },
  laboratory: { nameEn: 'Laboratory', nameFr: 'Laboratoire' },
  pharmacy: { nameEn: 'Pharmacy', nameFr: 'Pharmacie' },
  diagnostic_center: { nameEn: 'Diagnostic Center', nameFr: 'Centre de diagnostic' },
  rehabilitation_center: { nameEn: 'Rehabilitation Center', nameFr: 'Centre de rééducation' },
  mental_health_center: { nameEn: 'Mental Health Center', nameFr: 'Centre de santé mentale' },
  dental_clinic: { nameEn: 'Dental Clinic', nameFr: 'Cabinet dentaire' },
  eye_care_center: { nameEn: 'Eye Care Center', nameFr: 'Centre ophtalmologique' },
  maternity_center: { nameEn: 'Maternity Center', nameFr: 'Maternité' },
  emergency_center: { nameEn: 'Emergency Center', nameFr: "Centre d'urgences" },
  blood_bank: { nameEn: 'Blood Bank', nameFr: 'Banque de sang' },
  integrated_health_center: { nameEn: 'Integrated Health Center (CSI)', nameFr: 'Centre de santé intégré (CSI)' },
  district_medical_center: { nameEn: 'District Medical Center (CMA)', nameFr: "Centre médical d'arrondissement (CMA)" },
  health_center: { nameEn: 'Health Center', nameFr: 'Centre de santé' },
  dispensary: { nameEn: 'Dispensary', nameFr: 'Dispensaire' },
  district_hospital: { nameEn: 'District Hospital', nameFr: 'Hôpital de district' },
  regional_hospital: { nameEn: 'Regional Hospital', nameFr: 'Hôpital régional' },
  general_hospital: { nameEn: 'General or Central Hospital', nameFr: 'Hôpital général ou central' },
};

/** The words people use for each kind of place, in both languages (what "labo douala" means by "labo"). */
export const facilityCategoryWords: Record<FacilityCategory, string> = {
  hospital: 'Hôpital Hospital',
  pharmacy: 'Pharmacie Pharmacy',
  laboratory: 'Laboratoire Laboratory Labo Lab',
};
