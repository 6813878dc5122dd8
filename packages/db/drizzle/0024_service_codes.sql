-- Issue 14: facilities.services holds service codes (packages/shared/src/facility-services.ts) instead of
-- English texts, so each reader sees the names in their language. Each known English name becomes its code, in
-- place; any other text (typed by staff before the catalogue) is kept as it is. This list is frozen with the
-- migration: renaming a service in the catalogue later changes no stored code.
WITH service_codes(name, code) AS (VALUES
  ('Outpatient consultations', 'outpatient_consultations'),
  ('Paediatric consultations', 'paediatric_consultations'),
  ('24-hour emergency', 'emergency_24h'),
  ('Ambulance', 'ambulance'),
  ('Trauma care', 'trauma_care'),
  ('Intensive care unit', 'intensive_care'),
  ('Hospitalisation', 'hospitalisation'),
  ('Operating theatre', 'operating_theatre'),
  ('Minor surgery', 'minor_surgery'),
  ('Maternity ward', 'maternity_ward'),
  ('Prenatal consultations', 'prenatal_consultations'),
  ('Neonatal care', 'neonatal_care'),
  ('Family planning', 'family_planning'),
  ('Vaccination', 'vaccination'),
  ('Malaria treatment', 'malaria_treatment'),
  ('HIV care and counselling', 'hiv_care'),
  ('Confidential HIV counselling', 'hiv_counselling'),
  ('Tuberculosis screening and treatment', 'tuberculosis_care'),
  ('Diabetes follow-up', 'diabetes_follow_up'),
  ('Dialysis unit', 'dialysis_unit'),
  ('Chemotherapy day unit', 'chemotherapy_day_unit'),
  ('Physiotherapy', 'physiotherapy'),
  ('Dental care', 'dental_care'),
  ('Eye examinations', 'eye_examinations'),
  ('Cataract surgery', 'cataract_surgery'),
  ('Glasses and contact lenses', 'glasses_contact_lenses'),
  ('Hearing tests', 'hearing_tests'),
  ('Blood bank', 'blood_bank'),
  ('Pharmacy on site', 'pharmacy_on_site'),
  ('Laboratory on site', 'laboratory_on_site'),
  ('Imaging (X-ray, ultrasound, CT scan)', 'imaging'),
  ('Digital X-ray', 'digital_x_ray'),
  ('Ultrasound', 'ultrasound'),
  ('Home sample collection', 'home_sample_collection'),
  ('Walk-in sampling', 'walk_in_sampling'),
  ('Results by SMS', 'results_by_sms'),
  ('Results by e-mail', 'results_by_email'),
  ('Online results portal', 'online_results'),
  ('Corporate check-ups', 'corporate_check_ups'),
  ('Prescription dispensing', 'prescription_dispensing'),
  ('Over-the-counter medicines', 'otc_medicines'),
  ('Night service', 'night_service'),
  ('Blood pressure check', 'blood_pressure_check'),
  ('Blood glucose check', 'blood_glucose_check'),
  ('Vaccination advice', 'vaccination_advice'),
  ('Antimalarials and mosquito nets', 'antimalarials_nets'),
  ('Baby care products', 'baby_care_products'),
  ('Dermo-cosmetics', 'dermo_cosmetics'),
  ('Medical equipment sales', 'medical_equipment_sales'),
  ('Home delivery', 'home_delivery'),
  ('Mobile Money payment', 'mobile_money'),
  ('Card payment', 'card_payment'),
  ('Health insurance accepted', 'health_insurance'),
  ('Wheelchair access', 'wheelchair_access')
)
UPDATE facilities SET services = ARRAY(
  SELECT coalesce(c.code, s.value)
  FROM unnest(facilities.services) WITH ORDINALITY AS s(value, position)
  LEFT JOIN service_codes c ON c.name = s.value
  ORDER BY s.position
)
WHERE services && ARRAY(SELECT name FROM service_codes);
