import { foldName } from './fold-name';

type Names = { nameEn: string; nameFr: string };

/**
 * The services a facility can list, by stable code (what `facilities.services` stores). Codes never change
 * once released: stored rows, imports and API clients hold them. Names may be reworded freely.
 *
 * This module is imported only by the dialog, detail, featured-card and back-office paths: the listings'
 * first load must not carry it.
 */
export const facilityServiceNames = {
  // Care
  outpatient_consultations: { nameEn: 'Outpatient consultations', nameFr: 'Consultations externes' },
  paediatric_consultations: { nameEn: 'Paediatric consultations', nameFr: 'Consultations pédiatriques' },
  emergency_24h: { nameEn: '24-hour emergency', nameFr: 'Urgences 24 h/24' },
  ambulance: { nameEn: 'Ambulance', nameFr: 'Ambulance' },
  trauma_care: { nameEn: 'Trauma care', nameFr: 'Traumatologie' },
  intensive_care: { nameEn: 'Intensive care unit', nameFr: 'Unité de soins intensifs' },
  hospitalisation: { nameEn: 'Hospitalisation', nameFr: 'Hospitalisation' },
  operating_theatre: { nameEn: 'Operating theatre', nameFr: 'Bloc opératoire' },
  minor_surgery: { nameEn: 'Minor surgery', nameFr: 'Petite chirurgie' },
  maternity_ward: { nameEn: 'Maternity ward', nameFr: 'Maternité' },
  prenatal_consultations: { nameEn: 'Prenatal consultations', nameFr: 'Consultations prénatales' },
  neonatal_care: { nameEn: 'Neonatal care', nameFr: 'Soins néonatals' },
  family_planning: { nameEn: 'Family planning', nameFr: 'Planification familiale' },
  vaccination: { nameEn: 'Vaccination', nameFr: 'Vaccination' },
  malaria_treatment: { nameEn: 'Malaria treatment', nameFr: 'Traitement du paludisme' },
  hiv_care: { nameEn: 'HIV care and counselling', nameFr: 'Prise en charge et conseil VIH' },
  hiv_counselling: { nameEn: 'Confidential HIV counselling', nameFr: 'Conseil VIH confidentiel' },
  tuberculosis_care: {
    nameEn: 'Tuberculosis screening and treatment',
    nameFr: 'Dépistage et traitement de la tuberculose',
  },
  diabetes_follow_up: { nameEn: 'Diabetes follow-up', nameFr: 'Suivi du diabète' },
  dialysis_unit: { nameEn: 'Dialysis unit', nameFr: 'Unité de dialyse' },
  chemotherapy_day_unit: { nameEn: 'Chemotherapy day unit', nameFr: 'Hôpital de jour de chimiothérapie' },
  physiotherapy: { nameEn: 'Physiotherapy', nameFr: 'Kinésithérapie' },
  dental_care: { nameEn: 'Dental care', nameFr: 'Soins dentaires' },
  eye_examinations: { nameEn: 'Eye examinations', nameFr: 'Examens de la vue' },
  cataract_surgery: { nameEn: 'Cataract surgery', nameFr: 'Chirurgie de la cataracte' },
  glasses_contact_lenses: { nameEn: 'Glasses and contact lenses', nameFr: 'Lunettes et lentilles de contact' },
  hearing_tests: { nameEn: 'Hearing tests', nameFr: 'Tests auditifs' },
  blood_bank: { nameEn: 'Blood bank', nameFr: 'Banque de sang' },
  pharmacy_on_site: { nameEn: 'Pharmacy on site', nameFr: 'Pharmacie sur place' },
  laboratory_on_site: { nameEn: 'Laboratory on site', nameFr: 'Laboratoire sur place' },
  // Imaging and laboratory
  imaging: { nameEn: 'Imaging (X-ray, ultrasound, CT scan)', nameFr: 'Imagerie (radiographie, échographie, scanner)' },
  digital_x_ray: { nameEn: 'Digital X-ray', nameFr: 'Radiographie numérique' },
  ultrasound: { nameEn: 'Ultrasound', nameFr: 'Échographie' },
  home_sample_collection: { nameEn: 'Home sample collection', nameFr: 'Prélèvement à domicile' },
  walk_in_sampling: { nameEn: 'Walk-in sampling', nameFr: 'Prélèvement sans rendez-vous' },
  results_by_sms: { nameEn: 'Results by SMS', nameFr: 'Résultats par SMS' },
  results_by_email: { nameEn: 'Results by e-mail', nameFr: 'Résultats par e-mail' },
  online_results: { nameEn: 'Online results portal', nameFr: 'Résultats en ligne' },
  corporate_check_ups: { nameEn: 'Corporate check-ups', nameFr: 'Bilans de santé en entreprise' },
  // Pharmacy
  prescription_dispensing: { nameEn: 'Prescription dispensing', nameFr: 'Délivrance sur ordonnance' },
  otc_medicines: { nameEn: 'Over-the-counter medicines', nameFr: 'Médicaments sans ordonnance' },
  night_service: { nameEn: 'Night service', nameFr: 'Service de nuit' },
  blood_pressure_check: { nameEn: 'Blood pressure check', nameFr: 'Prise de tension' },
  blood_glucose_check: { nameEn: 'Blood glucose check', nameFr: 'Contrôle de la glycémie' },
  vaccination_advice: { nameEn: 'Vaccination advice', nameFr: 'Conseils en vaccination' },
  antimalarials_nets: { nameEn: 'Antimalarials and mosquito nets', nameFr: 'Antipaludiques et moustiquaires' },
  baby_care_products: { nameEn: 'Baby care products', nameFr: 'Produits de puériculture' },
  dermo_cosmetics: { nameEn: 'Dermo-cosmetics', nameFr: 'Dermocosmétique' },
  medical_equipment_sales: { nameEn: 'Medical equipment sales', nameFr: 'Vente de matériel médical' },
  // Access and payment
  home_delivery: { nameEn: 'Home delivery', nameFr: 'Livraison à domicile' },
  mobile_money: { nameEn: 'Mobile Money payment', nameFr: 'Paiement Mobile Money' },
  card_payment: { nameEn: 'Card payment', nameFr: 'Paiement par carte' },
  health_insurance: { nameEn: 'Health insurance accepted', nameFr: 'Assurance santé acceptée' },
  wheelchair_access: { nameEn: 'Wheelchair access', nameFr: 'Accès en fauteuil roulant' },
} as const satisfies Record<string, Names>;

export type FacilityServiceCode = keyof typeof facilityServiceNames;

/** Every code, in the catalogue's order (grouped by kind of service). */
export const facilityServiceCodes = Object.keys(facilityServiceNames) as FacilityServiceCode[];

export const isFacilityServiceCode = (value: string): value is FacilityServiceCode =>
  Object.hasOwn(facilityServiceNames, value);

/**
 * A stored service as a reader sees it: a code's name in their language (French for any `fr-*`);
 * anything else is a free text saved before services had codes, shown as it is.
 */
export function serviceName(value: string, language: string): string {
  if (!isFacilityServiceCode(value)) return value;
  const names = facilityServiceNames[value];
  return language.startsWith('fr') ? names.nameFr : names.nameEn;
}

let codeByName: Map<string, FacilityServiceCode> | undefined;

/**
 * What to store for a service given by a person or a file: a code as it is, a catalogue name in English or
 * French as its code, any other text trimmed as it is (see docs/decisions/2026-11-24-service-codes.md).
 */
export function toServiceValue(text: string): string {
  const value = text.trim();
  if (isFacilityServiceCode(value)) return value;
  codeByName ??= new Map(
    facilityServiceCodes.flatMap((code) => [
      [foldName(facilityServiceNames[code].nameEn), code],
      [foldName(facilityServiceNames[code].nameFr), code],
    ]),
  );
  return codeByName.get(foldName(value)) ?? value;
}
