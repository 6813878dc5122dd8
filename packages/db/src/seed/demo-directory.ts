/**
 * Demo directory: fictional hospitals, pharmacies and laboratories placed in real Cameroonian towns.
 * Every name, address, phone number, e-mail, website and doctor below is invented (e-mails and websites use
 * `.example` so nothing real is contacted); only the region / division / subdivision ids are real, taken from the
 * administrative reference (see `fallback-geography.ts`). Coordinates sit a few hundred metres from real mapped
 * facilities of the same subdivision, so they fall inside its town.
 */
import type { FacilityCategory, FacilityType, WeeklyHours } from '@hc/shared';

export type DemoDoctor = { key: string; name: string; specialty: string };

export type DemoFacility = {
  id: number;
  category: FacilityCategory;
  facilityType: FacilityType;
  name: string;
  regionId: number;
  divisionId: number;
  subdivisionId: number;
  address: string;
  phone: string;
  email: string | null;
  website: string | null;
  hoursText: string;
  openingHours: WeeklyHours;
  lat: number;
  lng: number;
  rating: number;
  image: string;
  featuredRank: number | null;
  specialties: string[];
  tests: string[];
  services: string[];
  doctors: DemoDoctor[];
};

/** Common laboratory tests, with the names used in French-speaking Cameroonian laboratories. */
export const demoLabTests: { nameEn: string; nameFr: string }[] = [
  { nameEn: 'Complete Blood Count', nameFr: 'Numération formule sanguine (NFS)' },
  { nameEn: 'Malaria Test (Thick Blood Smear)', nameFr: 'Goutte épaisse (paludisme)' },
  { nameEn: 'Malaria Rapid Diagnostic Test', nameFr: 'Test de diagnostic rapide du paludisme (TDR)' },
  { nameEn: 'Blood Glucose', nameFr: 'Glycémie' },
  { nameEn: 'HbA1c', nameFr: 'Hémoglobine glyquée (HbA1c)' },
  { nameEn: 'HIV Test', nameFr: 'Test VIH' },
  { nameEn: 'Typhoid (Widal) Test', nameFr: 'Sérologie de Widal' },
  { nameEn: 'Urinalysis', nameFr: "Examen d'urine" },
  { nameEn: 'Urine Culture', nameFr: 'Examen cytobactériologique des urines (ECBU)' },
  { nameEn: 'Lipid Profile', nameFr: 'Bilan lipidique' },
  { nameEn: 'Liver Function Tests', nameFr: 'Bilan hépatique' },
  { nameEn: 'Kidney Function (Creatinine)', nameFr: 'Bilan rénal (créatininémie)' },
  { nameEn: 'Electrolytes', nameFr: 'Ionogramme sanguin' },
  { nameEn: 'Uric Acid', nameFr: 'Uricémie (acide urique)' },
  { nameEn: 'Hepatitis B (HBsAg)', nameFr: 'Hépatite B (Ag HBs)' },
  { nameEn: 'Hepatitis C Antibodies', nameFr: 'Sérologie hépatite C (Ac anti-VHC)' },
  { nameEn: 'Syphilis Serology (VDRL/TPHA)', nameFr: 'Sérologie syphilitique (VDRL/TPHA)' },
  { nameEn: 'Pregnancy Test (β-hCG)', nameFr: 'Test de grossesse (β-hCG)' },
  { nameEn: 'Stool Examination', nameFr: 'Examen parasitologique des selles (KOP)' },
  { nameEn: 'Blood Grouping', nameFr: 'Groupage sanguin (ABO / Rhésus)' },
  { nameEn: 'Sickle Cell Test (Hb Electrophoresis)', nameFr: "Électrophorèse de l'hémoglobine (drépanocytose)" },
  { nameEn: 'Erythrocyte Sedimentation Rate', nameFr: 'Vitesse de sédimentation (VS)' },
  { nameEn: 'C-Reactive Protein', nameFr: 'Protéine C réactive (CRP)' },
  { nameEn: 'Prothrombin Time (PT/INR)', nameFr: 'Taux de prothrombine (TP/INR)' },
  { nameEn: 'Thyroid (TSH)', nameFr: 'Thyréostimuline (TSH)' },
  { nameEn: 'PSA', nameFr: 'Antigène prostatique spécifique (PSA)' },
  { nameEn: 'Toxoplasmosis Serology', nameFr: 'Sérologie de la toxoplasmose' },
  { nameEn: 'Vaginal Swab', nameFr: 'Prélèvement vaginal (PV)' },
  { nameEn: 'Semen Analysis', nameFr: 'Spermogramme' },
  { nameEn: 'COVID-19 PCR', nameFr: 'PCR COVID-19' },
  { nameEn: 'Tuberculosis (GeneXpert)', nameFr: 'Tuberculose (GeneXpert)' },
  { nameEn: 'Sputum Smear (AFB)', nameFr: 'Bacilloscopie (recherche de BAAR)' },
];

// ---- tiny helpers for opening hours --------------------------------------------------------------------------

type Slot = [opens: string, closes: string];

const slots = (list: Slot[]) => list.map(([opens, closes]) => ({ opens, closes }));

/** Weekly hours from the Monday-Friday, Saturday and Sunday intervals; a day left out is closed. */
function week(monFri: Slot[], sat?: Slot[], sun?: Slot[]): WeeklyHours {
  const hours: WeeklyHours = {
    mo: slots(monFri),
    tu: slots(monFri),
    we: slots(monFri),
    th: slots(monFri),
    fr: slots(monFri),
  };
  if (sat) hours.sa = slots(sat);
  if (sun) hours.su = slots(sun);
  return hours;
}

const OPEN_24_7 = 'Open 24/7';
const allDay: Slot[] = [['00:00', '24:00']];
const open24x7 = () => week(allDay, allDay, allDay);

const LAB_HOURS = 'Mon-Fri 07:00-17:00; Sat 07:00-12:00';
const labHours = () => week([['07:00', '17:00']], [['07:00', '12:00']]);

// ---- the directory ---------------------------------------------------------------------------------------------

export const demoFacilities: DemoFacility[] = [
  // ===== Hospitals (ids 1-11) =====
  {
    id: 1, category: 'hospital', facilityType: 'hospital', name: 'Hôpital Les Collines de Bastos',
    regionId: 100, divisionId: 7, subdivisionId: 43,
    address: 'Rue 1.839, Bastos, face Boulangerie Le Palmier, Yaoundé',
    phone: '+237 222 20 41 17', email: 'contact@hopital-collines-bastos.example', website: 'https://www.hopital-collines-bastos.example',
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 3.89342, lng: 11.51735, rating: 4.7, image: '/images/facilities/hospital-1.webp', featuredRank: 1,
    specialties: ['Cardiology', 'Internal Medicine', 'Surgery', 'Radiology', 'Emergency Medicine', 'Neurology'],
    tests: [],
    services: ['24-hour emergency', 'Intensive care unit', 'Imaging (X-ray, ultrasound, CT scan)', 'Ambulance', 'Health insurance accepted'],
    doctors: [
      { key: 'h1-d1', name: 'Dr. Jean-Pierre Mbarga', specialty: 'Cardiology' },
      { key: 'h1-d2', name: 'Dr. Hélène Ngono', specialty: 'Internal Medicine' },
      { key: 'h1-d3', name: 'Dr. Paul-Henri Essomba', specialty: 'Surgery' },
      { key: 'h1-d4', name: 'Dr. Christelle Abena', specialty: 'Radiology' },
      { key: 'h1-d5', name: 'Dr. Ibrahim Moussa', specialty: 'Emergency Medicine' },
      { key: 'h1-d6', name: 'Dr. Bertrand Owona', specialty: 'Neurology' },
    ],
  },
  {
    id: 2, category: 'hospital', facilityType: 'hospital', name: 'Hôpital Les Acacias de Mimboman',
    regionId: 100, divisionId: 7, subdivisionId: 46,
    address: 'Route de Mimboman, carrefour Chapelle, à 200 m de la pharmacie, Yaoundé',
    phone: '+237 222 23 58 06', email: 'accueil@hopital-acacias.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 3.84921, lng: 11.54388, rating: 4.2, image: '/images/facilities/hospital-2.webp', featuredRank: 4,
    specialties: ['General Practice', 'Pediatrics', 'Obstetrics', 'Gynecology', 'Surgery'],
    tests: [],
    services: ['24-hour emergency', 'Maternity ward', 'Vaccination', 'Prenatal consultations', 'Pharmacy on site'],
    doctors: [
      { key: 'h2-d1', name: 'Dr. Aminatou Bello', specialty: 'General Practice' },
      { key: 'h2-d2', name: 'Dr. Marie-Claire Fouda', specialty: 'Pediatrics' },
      { key: 'h2-d3', name: 'Dr. Ngozi Tchoupo', specialty: 'Obstetrics' },
      { key: 'h2-d4', name: 'Dr. Armand Zambo', specialty: 'Gynecology' },
      { key: 'h2-d5', name: 'Dr. Serge Atangana', specialty: 'Surgery' },
    ],
  },
  {
    id: 3, category: 'hospital', facilityType: 'clinic', name: "Clinique Les Palmiers d'Essos",
    regionId: 100, divisionId: 7, subdivisionId: 47,
    address: 'Rue Joseph Essono Balla, face Total Essos, Yaoundé',
    phone: '+237 699 41 27 83', email: 'contact@clinique-palmiers.example', website: 'https://clinique-palmiers.example',
    hoursText: 'Mon-Sat 07:00-21:00; Sun 08:00-14:00',
    openingHours: week([['07:00', '21:00']], [['07:00', '21:00']], [['08:00', '14:00']]),
    lat: 3.88573, lng: 11.54612, rating: 4.5, image: '/images/facilities/hospital-3.webp', featuredRank: 2,
    specialties: ['Family Medicine', 'Dermatology', 'Endocrinology', 'Gastroenterology'],
    tests: [],
    services: ['Outpatient consultations', 'Diabetes follow-up', 'Minor surgery', 'Mobile Money payment'],
    doctors: [
      { key: 'h3-d1', name: 'Dr. Rose Mengue', specialty: 'Family Medicine' },
      { key: 'h3-d2', name: 'Dr. Alain Tchinda', specialty: 'Dermatology' },
      { key: 'h3-d3', name: 'Dr. Fadimatou Hamadou', specialty: 'Endocrinology' },
      { key: 'h3-d4', name: 'Dr. Didier Ekotto', specialty: 'Gastroenterology' },
    ],
  },
  {
    id: 4, category: 'hospital', facilityType: 'eye_care_center', name: 'Centre Ophtalmologique La Vision Claire de Yaoundé',
    regionId: 100, divisionId: 7, subdivisionId: 44,
    address: 'Avenue de Tsinga, immeuble Les Orchidées, 1er étage, Yaoundé',
    phone: '+237 677 58 13 92', email: 'rdv@visionclaire.example', website: 'https://www.visionclaire.example',
    hoursText: 'Mon-Fri 08:00-17:00; Sat 08:00-12:00',
    openingHours: week([['08:00', '17:00']], [['08:00', '12:00']]),
    lat: 3.87894, lng: 11.50152, rating: 4.0, image: '/images/facilities/hospital-1.webp', featuredRank: 7,
    specialties: ['Ophthalmology', 'Otolaryngology'],
    tests: [],
    services: ['Eye examinations', 'Cataract surgery', 'Glasses and contact lenses', 'Hearing tests'],
    doctors: [
      { key: 'h4-d1', name: 'Dr. Yannick Ndzana', specialty: 'Ophthalmology' },
      { key: 'h4-d2', name: 'Dr. Brigitte Eyenga', specialty: 'Otolaryngology' },
    ],
  },
  {
    id: 5, category: 'hospital', facilityType: 'maternity_center', name: 'Maternité Bonne Naissance de Biyem-Assi',
    regionId: 100, divisionId: 7, subdivisionId: 48,
    address: 'Rue de Biyem-Assi, derrière le lycée, carrefour Acacias, Yaoundé',
    phone: '+237 655 20 66 14', email: 'maternite@bonnenaissance.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 3.84052, lng: 11.48163, rating: 4.4, image: '/images/facilities/hospital-2.webp', featuredRank: 5,
    specialties: ['Obstetrics', 'Gynecology', 'Pediatrics'],
    tests: [],
    services: ['Maternity ward', 'Prenatal consultations', 'Family planning', 'Vaccination', 'Neonatal care'],
    doctors: [
      { key: 'h5-d1', name: 'Dr. Solange Bidzogo', specialty: 'Obstetrics' },
      { key: 'h5-d2', name: 'Dr. Pauline Ngo Nyemb', specialty: 'Gynecology' },
      { key: 'h5-d3', name: 'Dr. Emmanuel Ondoa', specialty: 'Pediatrics' },
    ],
  },
  {
    id: 6, category: 'hospital', facilityType: 'hospital', name: 'Hôpital Les Rôniers de Douala',
    regionId: 101, divisionId: 14, subdivisionId: 103,
    address: 'Boulevard de Bonamoussadi, près du carrefour Kotto, Douala',
    phone: '+237 233 47 12 58', email: 'contact@hopital-roniers.example', website: 'https://www.hopital-roniers.example',
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 4.08117, lng: 9.73974, rating: 4.6, image: '/images/facilities/hospital-3.webp', featuredRank: 3,
    specialties: ['Cardiology', 'Nephrology', 'Urology', 'Oncology', 'Hematology', 'Internal Medicine'],
    tests: [],
    services: ['24-hour emergency', 'Dialysis unit', 'Chemotherapy day unit', 'Blood bank', 'Health insurance accepted', 'Ambulance'],
    doctors: [
      { key: 'h6-d1', name: 'Dr. Thérèse Ekambi', specialty: 'Cardiology' },
      { key: 'h6-d2', name: 'Dr. Guy-Roger Din', specialty: 'Nephrology' },
      { key: 'h6-d3', name: 'Dr. Félix Ndoumbe', specialty: 'Urology' },
      { key: 'h6-d4', name: 'Dr. Josiane Ebelle', specialty: 'Oncology' },
      { key: 'h6-d5', name: 'Dr. Landry Njoh', specialty: 'Hematology' },
      { key: 'h6-d6', name: 'Dr. Clarisse Moukoko', specialty: 'Internal Medicine' },
    ],
  },
  {
    id: 7, category: 'hospital', facilityType: 'hospital', name: 'Wouri Riverside Hospital',
    regionId: 101, divisionId: 14, subdivisionId: 99,
    address: 'Rue Njo-Njo, Bonapriso, Douala',
    phone: '+237 233 42 90 31', email: 'info@wouri-riverside.example', website: 'https://wouri-riverside.example',
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 4.04876, lng: 9.70385, rating: 4.3, image: '/images/facilities/hospital-1.webp', featuredRank: 6,
    specialties: ['Emergency Medicine', 'Orthopedics', 'Pulmonology', 'Psychiatry', 'Radiology'],
    tests: [],
    services: ['24-hour emergency', 'Trauma care', 'Physiotherapy', 'Imaging (X-ray, ultrasound, CT scan)', 'Ambulance'],
    doctors: [
      { key: 'h7-d1', name: 'Dr. Eric Mbella', specialty: 'Emergency Medicine' },
      { key: 'h7-d2', name: 'Dr. Bernadette Epée', specialty: 'Orthopedics' },
      { key: 'h7-d3', name: 'Dr. Achille Tamba', specialty: 'Pulmonology' },
      { key: 'h7-d4', name: 'Dr. Nadège Kuate', specialty: 'Psychiatry' },
      { key: 'h7-d5', name: 'Dr. Olivier Mbenoun', specialty: 'Radiology' },
    ],
  },
  {
    id: 8, category: 'hospital', facilityType: 'hospital', name: 'Mount Fako Medical Centre',
    regionId: 108, divisionId: 46, subdivisionId: 296,
    address: 'Molyko Road, opposite the Total filling station, Buea',
    phone: '+237 233 32 25 76', email: 'info@mountfakomedical.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 4.15218, lng: 9.27341, rating: 4.1, image: '/images/facilities/hospital-2.webp', featuredRank: 8,
    specialties: ['General Practice', 'Pediatrics', 'Internal Medicine', 'Rheumatology'],
    tests: [],
    services: ['24-hour emergency', 'Vaccination', 'Outpatient consultations', 'Pharmacy on site'],
    doctors: [
      { key: 'h8-d1', name: 'Dr. Comfort Ebai', specialty: 'General Practice' },
      { key: 'h8-d2', name: 'Dr. Peter Enow Tambe', specialty: 'Pediatrics' },
      { key: 'h8-d3', name: 'Dr. Grace Mbuh', specialty: 'Internal Medicine' },
      { key: 'h8-d4', name: 'Dr. Divine Ayuk', specialty: 'Rheumatology' },
    ],
  },
  {
    id: 9, category: 'hospital', facilityType: 'hospital', name: 'Hôpital Les Hauts Plateaux de Bafoussam',
    regionId: 102, divisionId: 20, subdivisionId: 129,
    address: 'Route de Foumban, quartier Tamdja, Bafoussam',
    phone: '+237 233 44 17 63', email: 'contact@hauts-plateaux.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 5.47915, lng: 10.42594, rating: 3.9, image: '/images/facilities/hospital-3.webp', featuredRank: 9,
    specialties: ['Surgery', 'Immunology', 'Pathology', 'Family Medicine'],
    tests: [],
    services: ['24-hour emergency', 'Operating theatre', 'HIV care and counselling', 'Maternity ward'],
    doctors: [
      { key: 'h9-d1', name: 'Dr. Joseph Fotso', specialty: 'Surgery' },
      { key: 'h9-d2', name: 'Dr. Sylvie Kamga', specialty: 'Immunology' },
      { key: 'h9-d3', name: 'Dr. Hervé Tchuente', specialty: 'Pathology' },
      { key: 'h9-d4', name: 'Dr. Laure Nguemo', specialty: 'Family Medicine' },
    ],
  },
  {
    id: 10, category: 'hospital', facilityType: 'hospital', name: "Hôpital Bénoué Espérance",
    regionId: 103, divisionId: 23, subdivisionId: 149,
    address: 'Quartier Roumdé Adjia, route du marché, Garoua',
    phone: '+237 222 27 31 49', email: null, website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 9.30218, lng: 13.39206, rating: 3.6, image: '/images/facilities/hospital-1.webp', featuredRank: null,
    specialties: [],
    tests: [],
    services: ['Outpatient consultations', 'Malaria treatment', 'Vaccination', 'Pharmacy on site'],
    doctors: [],
  },
  {
    id: 11, category: 'hospital', facilityType: 'hospital', name: 'Mankon Hills Hospital',
    regionId: 109, divisionId: 56, subdivisionId: 349,
    address: 'Old Town, off Commercial Avenue, near the Mankon roundabout, Bamenda',
    phone: '+237 677 90 24 35', email: 'care@mankonhills.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 5.95481, lng: 10.14433, rating: 3.8, image: '/images/facilities/hospital-2.webp', featuredRank: null,
    specialties: ['General Practice', 'Obstetrics', 'Pediatrics'],
    tests: [],
    services: ['24-hour emergency', 'Maternity ward', 'Vaccination'],
    doctors: [
      { key: 'h11-d1', name: 'Dr. Kenneth Ngwa', specialty: 'General Practice' },
      { key: 'h11-d2', name: 'Dr. Lydia Nfor', specialty: 'Obstetrics' },
      { key: 'h11-d3', name: 'Dr. Collins Fon', specialty: 'Pediatrics' },
    ],
  },

  // ===== Pharmacies (ids 101-116, no 103) =====
  {
    id: 101, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie du Carrefour Biyem-Assi',
    regionId: 100, divisionId: 7, subdivisionId: 48,
    address: 'Carrefour Biyem-Assi, à côté de la station Tradex, Yaoundé',
    phone: '+237 222 31 54 08', email: 'contact@pharmacie-biyemassi.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00; Sun 09:00-13:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']], [['09:00', '13:00']]),
    lat: 3.84533, lng: 11.47702, rating: 4.6, image: '/images/facilities/pharmacy-1.webp', featuredRank: 1,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood pressure check', 'Mobile Money payment', 'Home delivery'],
    doctors: [],
  },
  {
    id: 102, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie Les Bougainvilliers de Mokolo',
    regionId: 100, divisionId: 7, subdivisionId: 44,
    address: 'Rue du Marché Mokolo, entrée principale, Yaoundé',
    phone: '+237 222 22 76 35', email: 'contact@pharmacie-bougainvilliers.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']]),
    lat: 3.87431, lng: 11.50627, rating: 4.1, image: '/images/facilities/pharmacy-2.webp', featuredRank: 4,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Over-the-counter medicines', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 104, category: 'pharmacy', facilityType: 'pharmacy', name: "Pharmacie Sainte-Espérance d'Emana",
    regionId: 100, divisionId: 7, subdivisionId: 43,
    address: 'Route de Soa, carrefour Emana, face Collège, Yaoundé',
    phone: '+237 696 12 48 57', email: 'contact@pharmacie-sainte-esperance.example', website: null,
    hoursText: 'Mon-Sat 07:30-21:00; Sun 08:00-13:00',
    openingHours: week([['07:30', '21:00']], [['07:30', '21:00']], [['08:00', '13:00']]),
    lat: 3.88812, lng: 11.52247, rating: 4.3, image: '/images/facilities/pharmacy-3.webp', featuredRank: 2,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood glucose check', 'Baby care products', 'Mobile Money payment', 'Home delivery'],
    doctors: [],
  },
  {
    id: 105, category: 'pharmacy', facilityType: 'pharmacy', name: "Pharmacie Le Caducée d'Ekounou",
    regionId: 100, divisionId: 7, subdivisionId: 46,
    address: 'Rue Ekounou-Palais, près de la chapelle, Yaoundé',
    phone: '+237 222 30 19 84', email: 'contact@caducee-ekounou.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']]),
    lat: 3.84388, lng: 11.53851, rating: 3.9, image: '/images/facilities/pharmacy-1.webp', featuredRank: 7,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood pressure check', 'Medical equipment sales'],
    doctors: [],
  },
  {
    id: 106, category: 'pharmacy', facilityType: 'pharmacy', name: "Pharmacie de l'Étoile d'Omnisport",
    regionId: 100, divisionId: 7, subdivisionId: 47,
    address: 'Avenue du Stade Omnisport, face station Total, Yaoundé',
    phone: '+237 675 33 81 26', email: 'contact@etoile-omnisport.example', website: 'https://pharmacie-etoile.example',
    hoursText: 'Mon-Fri 08:00-21:00; Sat 08:00-20:00; Sun 09:00-12:00',
    openingHours: week([['08:00', '21:00']], [['08:00', '20:00']], [['09:00', '12:00']]),
    lat: 3.89095, lng: 11.54104, rating: 4.8, image: '/images/facilities/pharmacy-2.webp', featuredRank: 3,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Home delivery', 'Mobile Money payment', 'Vaccination advice', 'Health insurance accepted'],
    doctors: [],
  },
  {
    id: 107, category: 'pharmacy', facilityType: 'pharmacy', name: "Pharmacie La Colombe d'Oyom-Abang",
    regionId: 100, divisionId: 7, subdivisionId: 49,
    address: "Carrefour Oyom-Abang, route de l'Ouest, Yaoundé",
    phone: '+237 656 72 09 41', email: 'contact@pharmacie-lacolombe.example', website: null,
    hoursText: 'Mon-Sat 08:00-19:30',
    openingHours: week([['08:00', '19:30']], [['08:00', '19:30']]),
    lat: 3.87911, lng: 11.45688, rating: 3.7, image: '/images/facilities/pharmacy-3.webp', featuredRank: 9,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Over-the-counter medicines', 'Blood pressure check'],
    doctors: [],
  },
  {
    id: 108, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie du Rond-Point Deido',
    regionId: 101, divisionId: 14, subdivisionId: 99,
    address: 'Rond-point Deido, angle rue Foucauld, Douala',
    phone: '+237 233 40 63 12', email: 'contact@rondpoint-deido.example', website: null,
    hoursText: OPEN_24_7, openingHours: open24x7(),
    lat: 4.05391, lng: 9.69862, rating: 4.4, image: '/images/facilities/pharmacy-1.webp', featuredRank: 5,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Night service', 'Blood pressure check', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 109, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie Les Lauriers de Bonabéri',
    regionId: 101, divisionId: 14, subdivisionId: 102,
    address: 'Ancienne route de Bonabéri, carrefour Rails, Douala',
    phone: '+237 233 39 84 70', email: 'contact@lauriers-bonaberi.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00; Sun 09:00-13:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']], [['09:00', '13:00']]),
    lat: 4.08453, lng: 9.66782, rating: 4.0, image: '/images/facilities/pharmacy-2.webp', featuredRank: 8,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood glucose check', 'Home delivery'],
    doctors: [],
  },
  {
    id: 110, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie du Carrefour Ndokoti',
    regionId: 101, divisionId: 14, subdivisionId: 101,
    address: 'Carrefour Ndokoti, immeuble Le Rocher, rez-de-chaussée, Douala',
    phone: '+237 694 27 35 18', email: 'contact@pharmacie-ndokoti.example', website: null,
    hoursText: 'Mon-Sat 07:30-21:30',
    openingHours: week([['07:30', '21:30']], [['07:30', '21:30']]),
    lat: 4.01812, lng: 9.76198, rating: 4.2, image: '/images/facilities/pharmacy-3.webp', featuredRank: 6,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Mobile Money payment', 'Over-the-counter medicines', 'Medical equipment sales'],
    doctors: [],
  },
  {
    id: 111, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie de la Bénoué',
    regionId: 103, divisionId: 23, subdivisionId: 150,
    address: 'Avenue Ahmadou Ahidjo, quartier Plateau, Garoua',
    phone: '+237 222 27 14 66', email: 'contact@pharmacie-benoue.example', website: null,
    hoursText: 'Mon-Sat 08:00-13:00, 15:00-20:00',
    openingHours: week([['08:00', '13:00'], ['15:00', '20:00']], [['08:00', '13:00'], ['15:00', '20:00']]),
    lat: 9.32542, lng: 13.40716, rating: 3.8, image: '/images/facilities/pharmacy-1.webp', featuredRank: 10,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood pressure check', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 112, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie Makepe Missoké',
    regionId: 101, divisionId: 14, subdivisionId: 103,
    address: 'Rue de Makepe Missoké, face école publique, Douala',
    phone: '+237 671 84 50 29', email: 'contact@makepe-missoke.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']]),
    lat: 4.07593, lng: 9.74521, rating: 3.5, image: '/images/facilities/pharmacy-2.webp', featuredRank: null,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Over-the-counter medicines', 'Baby care products'],
    doctors: [],
  },
  {
    id: 113, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie Sainte-Claire de Douala',
    regionId: 101, divisionId: 14, subdivisionId: 99,
    address: 'Rue Koloko, Bonapriso, face supermarché, Douala',
    phone: '+237 233 43 27 95', email: null, website: null,
    hoursText: 'Mon-Sat 08:00-20:30; Sun 09:00-13:00',
    openingHours: week([['08:00', '20:30']], [['08:00', '20:30']], [['09:00', '13:00']]),
    lat: 4.04857, lng: 9.70396, rating: 4.5, image: '/images/facilities/pharmacy-3.webp', featuredRank: null,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Dermo-cosmetics', 'Home delivery', 'Health insurance accepted'],
    doctors: [],
  },
  {
    id: 114, category: 'pharmacy', facilityType: 'pharmacy', name: 'Commercial Avenue Pharmacy',
    regionId: 109, divisionId: 56, subdivisionId: 349,
    address: 'Commercial Avenue, opposite the main market, Bamenda',
    phone: '+237 233 36 11 52', email: 'contact@commercialave-pharmacy.example', website: null,
    hoursText: 'Mon-Sat 08:00-19:00',
    openingHours: week([['08:00', '19:00']], [['08:00', '19:00']]),
    lat: 5.95012, lng: 10.13902, rating: 3.4, image: '/images/facilities/pharmacy-1.webp', featuredRank: null,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Blood pressure check', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 115, category: 'pharmacy', facilityType: 'pharmacy', name: 'Down Beach Pharmacy',
    regionId: 108, divisionId: 46, subdivisionId: 297,
    address: 'Church Street, Down Beach, Limbe',
    phone: '+237 679 46 02 38', email: 'contact@downbeach-pharmacy.example', website: null,
    hoursText: 'Mon-Sat 08:00-20:00; Sun 10:00-13:00',
    openingHours: week([['08:00', '20:00']], [['08:00', '20:00']], [['10:00', '13:00']]),
    lat: 4.01231, lng: 9.21237, rating: 3.9, image: '/images/facilities/pharmacy-2.webp', featuredRank: null,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Over-the-counter medicines', 'Home delivery'],
    doctors: [],
  },
  {
    id: 116, category: 'pharmacy', facilityType: 'pharmacy', name: 'Pharmacie Océane de Kribi',
    regionId: 107, divisionId: 44, subdivisionId: 287,
    address: 'Rue du Port, près du marché central, Kribi',
    phone: '+237 222 46 15 83', email: 'contact@oceane-kribi.example', website: null,
    hoursText: 'Mon-Sat 08:00-19:00',
    openingHours: week([['08:00', '19:00']], [['08:00', '19:00']]),
    lat: 2.94108, lng: 9.91384, rating: 3.2, image: '/images/facilities/pharmacy-3.webp', featuredRank: null,
    specialties: [], tests: [],
    services: ['Prescription dispensing', 'Antimalarials and mosquito nets', 'Mobile Money payment'],
    doctors: [],
  },

  // ===== Laboratories (ids 201-211, no 209) =====
  {
    id: 201, category: 'laboratory', facilityType: 'laboratory', name: "Laboratoire d'Analyses Médicales La Référence",
    regionId: 100, divisionId: 7, subdivisionId: 45,
    address: "Carrefour Obili, rue de l'Université, Yaoundé",
    phone: '+237 222 31 87 42', email: 'resultats@labo-lareference.example', website: 'https://www.labo-lareference.example',
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 3.84627, lng: 11.49712, rating: 4.7, image: '/images/facilities/laboratory-1.webp', featuredRank: 1,
    specialties: [],
    tests: [
      'Complete Blood Count', 'Malaria Test (Thick Blood Smear)', 'Blood Glucose', 'HbA1c', 'HIV Test', 'Typhoid (Widal) Test',
      'Lipid Profile', 'Liver Function Tests', 'Kidney Function (Creatinine)', 'Hepatitis B (HBsAg)', 'Thyroid (TSH)', 'PSA',
    ],
    services: ['Home sample collection', 'Results by SMS', 'Results by e-mail', 'Health insurance accepted'],
    doctors: [],
  },
  {
    id: 202, category: 'laboratory', facilityType: 'diagnostic_center', name: 'Centre de Diagnostic Les Sept Collines',
    regionId: 100, divisionId: 7, subdivisionId: 43,
    address: 'Rue de Nlongkak, à 100 m du rond-point, Yaoundé',
    phone: '+237 691 52 36 70', email: 'contact@septcollines-diagnostic.example', website: 'https://septcollines-diagnostic.example',
    hoursText: 'Mon-Sat 07:00-19:00',
    openingHours: week([['07:00', '19:00']], [['07:00', '19:00']]),
    lat: 3.88874, lng: 11.51692, rating: 4.5, image: '/images/facilities/laboratory-2.webp', featuredRank: 2,
    specialties: [],
    tests: [
      'Complete Blood Count', 'COVID-19 PCR', 'Tuberculosis (GeneXpert)', 'Thyroid (TSH)', 'PSA', 'HbA1c',
      'Hepatitis C Antibodies', 'Prothrombin Time (PT/INR)', 'Electrolytes', 'C-Reactive Protein',
    ],
    services: ['Ultrasound', 'Digital X-ray', 'Results by SMS', 'Online results portal', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 203, category: 'laboratory', facilityType: 'laboratory', name: 'Laboratoire Biomédical de Ngousso',
    regionId: 100, divisionId: 7, subdivisionId: 47,
    address: 'Route de Ngousso, face la boulangerie Le Croissant, Yaoundé',
    phone: '+237 222 21 09 63', email: 'contact@labo-ngousso.example', website: null,
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 3.89214, lng: 11.54732, rating: 4.1, image: '/images/facilities/laboratory-3.webp', featuredRank: 5,
    specialties: [],
    tests: [
      'Complete Blood Count', 'Malaria Rapid Diagnostic Test', 'Blood Glucose', 'Urinalysis', 'Stool Examination',
      'Blood Grouping', 'Pregnancy Test (β-hCG)', 'Sickle Cell Test (Hb Electrophoresis)',
    ],
    services: ['Home sample collection', 'Results by SMS', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 204, category: 'laboratory', facilityType: 'laboratory', name: 'Laboratoire Bio-Santé Bonanjo',
    regionId: 101, divisionId: 14, subdivisionId: 99,
    address: 'Rue Joss, Bonanjo, immeuble La Caisse, 2e étage, Douala',
    phone: '+237 233 42 55 09', email: 'contact@biosante-bonanjo.example', website: 'https://biosante-bonanjo.example',
    hoursText: 'Mon-Fri 06:30-18:00; Sat 07:00-13:00',
    openingHours: week([['06:30', '18:00']], [['07:00', '13:00']]),
    lat: 4.04643, lng: 9.69812, rating: 4.9, image: '/images/facilities/laboratory-1.webp', featuredRank: 3,
    specialties: [],
    tests: [
      'Complete Blood Count', 'Lipid Profile', 'Liver Function Tests', 'Kidney Function (Creatinine)', 'Electrolytes', 'Uric Acid',
      'HbA1c', 'Thyroid (TSH)', 'PSA', 'Toxoplasmosis Serology', 'Semen Analysis', 'COVID-19 PCR',
    ],
    services: ['Home sample collection', 'Results by e-mail', 'Corporate check-ups', 'Health insurance accepted'],
    doctors: [],
  },
  {
    id: 205, category: 'laboratory', facilityType: 'laboratory', name: 'Medilab Kotto',
    regionId: 101, divisionId: 14, subdivisionId: 103,
    address: 'Carrefour Kotto, route de Logpom, Douala',
    phone: '+237 682 19 74 53', email: 'contact@medilab-kotto.example', website: null,
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 4.07421, lng: 9.74583, rating: 4.2, image: '/images/facilities/laboratory-2.webp', featuredRank: 4,
    specialties: [],
    tests: [
      'Malaria Test (Thick Blood Smear)', 'Typhoid (Widal) Test', 'HIV Test', 'Hepatitis B (HBsAg)',
      'Syphilis Serology (VDRL/TPHA)', 'Urine Culture', 'Vaginal Swab',
    ],
    services: ['Results by SMS', 'Mobile Money payment', 'Confidential HIV counselling'],
    doctors: [],
  },
  {
    id: 206, category: 'laboratory', facilityType: 'laboratory', name: "Laboratoire Bio-Ouest",
    regionId: 102, divisionId: 20, subdivisionId: 129,
    address: 'Avenue de la République, quartier Djeleng, Bafoussam',
    phone: '+237 233 44 80 27', email: 'contact@bioouest.example', website: null,
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 5.47398, lng: 10.43119, rating: 3.8, image: '/images/facilities/laboratory-3.webp', featuredRank: 7,
    specialties: [],
    tests: ['Complete Blood Count', 'Blood Glucose', 'Malaria Test (Thick Blood Smear)', 'Blood Grouping', 'Stool Examination', 'Urinalysis'],
    services: ['Home sample collection', 'Results by SMS', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 207, category: 'laboratory', facilityType: 'laboratory', name: "Laboratoire d'Analyses du Sahel",
    regionId: 104, divisionId: 27, subdivisionId: 169,
    address: 'Quartier Domayo, route de Mokolo, Maroua',
    phone: '+237 222 29 36 71', email: 'contact@labo-sahel.example', website: null,
    hoursText: 'Mon-Fri 07:00-12:30, 14:30-17:30; Sat 07:00-12:00',
    openingHours: week([['07:00', '12:30'], ['14:30', '17:30']], [['07:00', '12:00']]),
    lat: 10.59481, lng: 14.30812, rating: 3.6, image: '/images/facilities/laboratory-1.webp', featuredRank: 8,
    specialties: [],
    tests: ['Malaria Test (Thick Blood Smear)', 'Complete Blood Count', 'Typhoid (Widal) Test', 'Sputum Smear (AFB)', 'Stool Examination'],
    services: ['Results by SMS', 'Walk-in sampling', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 208, category: 'laboratory', facilityType: 'laboratory', name: "Laboratoire Médical de l'Adamaoua",
    regionId: 105, divisionId: 37, subdivisionId: 230,
    address: 'Avenue Ahidjo, près de la gare routière, Ngaoundéré',
    phone: '+237 222 25 12 94', email: null, website: null,
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 7.31203, lng: 13.59298, rating: 3.9, image: '/images/facilities/laboratory-2.webp', featuredRank: 6,
    specialties: [],
    tests: ['Complete Blood Count', 'Blood Glucose', 'HIV Test', 'Hepatitis B (HBsAg)', 'Pregnancy Test (β-hCG)', 'Erythrocyte Sedimentation Rate'],
    services: ['Results by SMS', 'Health insurance accepted', 'Mobile Money payment'],
    doctors: [],
  },
  {
    id: 210, category: 'laboratory', facilityType: 'laboratory', name: 'Laboratoire Lom Santé',
    regionId: 106, divisionId: 41, subdivisionId: 260,
    address: 'Quartier Tigaza, route de Garoua-Boulaï, Bertoua',
    phone: '+237 651 37 62 80', email: 'contact@lomsante.example', website: null,
    hoursText: 'Mon-Fri 07:30-16:30; Sat 08:00-12:00',
    openingHours: week([['07:30', '16:30']], [['08:00', '12:00']]),
    lat: 4.57316, lng: 13.67852, rating: 3.3, image: '/images/facilities/laboratory-3.webp', featuredRank: 10,
    specialties: [],
    tests: ['Malaria Rapid Diagnostic Test', 'Complete Blood Count', 'Blood Glucose', 'Urinalysis'],
    services: [],
    doctors: [],
  },
  {
    id: 211, category: 'laboratory', facilityType: 'laboratory', name: "Laboratoire Le Bon Diagnostic d'Ebolowa",
    regionId: 107, divisionId: 43, subdivisionId: 278,
    address: 'Rue du Lycée, quartier Angalé, Ebolowa',
    phone: '+237 698 60 15 47', email: 'contact@bondiagnostic-ebolowa.example', website: null,
    hoursText: LAB_HOURS, openingHours: labHours(),
    lat: 2.91842, lng: 11.15027, rating: 3.7, image: '/images/facilities/laboratory-1.webp', featuredRank: 9,
    specialties: [],
    tests: [
      'Complete Blood Count', 'Malaria Test (Thick Blood Smear)', 'Typhoid (Widal) Test', 'HIV Test',
      'Blood Grouping', 'Sickle Cell Test (Hb Electrophoresis)', 'C-Reactive Protein',
    ],
    services: ['Home sample collection', 'Results by SMS', 'Mobile Money payment'],
    doctors: [],
  },
];
