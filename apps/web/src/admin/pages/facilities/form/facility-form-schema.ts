import {
  adminFacilityUpdateSchema,
  categoryOfType,
  type AdminFacility,
  type AdminFacilityCreate,
  type AdminFacilityUpdate,
  type FacilityType,
} from '@hc/shared';
import type { FieldNamesMarkedBoolean, Path } from 'react-hook-form';
import { z } from 'zod';
import type { ZodForm } from '../../../../lib/forms/use-zod-form';
import {
  commonTimes,
  hoursFormPathOf,
  hoursFormSchema,
  hoursToForm,
  unknownHours,
  type HoursForm,
} from '../../../../lib/forms/weekly-hours';

// The form holds what its inputs hold (strings for numbers and ids, a yes/no/unknown choice...), and
// its schema turns that into the API's body through the API's own field rules, so the limits and the
// field error codes are the ones the server applies.
const api = adminFacilityUpdateSchema.shape;

const trimmed = (value: string) => value.trim();
/** An empty input is null (cleared); anything else goes through the API's rule. */
const blankIsNull = <Out>(rule: z.ZodType<Out, string | null>) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(rule);
/** A number typed in a text or number input ("3,85" as well as "3.85"); empty is null. */
const numberInput = <Out>(rule: z.ZodType<Out, number | null>) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? null : Number(trimmed(v).replace(',', '.'))))
    .pipe(rule);
/** A select of ids: "" is none. */
const idInput = numberInput;

const emergencyChoices = ['', 'yes', 'no'] as const;

const featuredSchema = z.discriminatedUnion('isFeatured', [
  z.object({ isFeatured: z.literal(false), rank: z.string() }).transform(() => null),
  z
    .object({
      isFeatured: z.literal(true),
      // Featured needs its order: an empty one is absent, so the API's rule says "required".
      rank: z
        .string()
        .transform((v): number => (v.trim() === '' ? (undefined as unknown as number) : Number(trimmed(v))))
        .pipe(api.featuredRank.unwrap().unwrap()),
    })
    .transform((featured) => featured.rank),
]);

export const facilityFormSchema = z
  .object({
    name: api.name.unwrap(),
    facilityType: api.facilityType.unwrap(),
    email: blankIsNull(api.email.unwrap()),
    phone: api.phone.unwrap(),
    website: api.website.unwrap(),
    licenseNumber: api.licenseNumber.unwrap(),
    registrationDate: blankIsNull(api.registrationDate.unwrap()),
    /** Typed to fill every day at once; the days below are what is saved. */
    openingTime: z.string(),
    closingTime: z.string(),
    hours: hoursFormSchema,
    services: api.services.unwrap(),
    capacity: numberInput(api.capacity.unwrap()),
    address: api.address.unwrap(),
    regionId: idInput(api.regionId.unwrap()),
    divisionId: idInput(api.divisionId.unwrap()),
    subdivisionId: idInput(api.subdivisionId.unwrap()),
    latitude: numberInput(api.latitude.unwrap()),
    longitude: numberInput(api.longitude.unwrap()),
    specialtyIds: api.specialtyIds.unwrap(),
    testIds: api.testIds.unwrap(),
    featured: featuredSchema,
    operator: api.operator.unwrap(),
    emergency: z.enum(emergencyChoices).transform((v) => (v === '' ? null : v === 'yes')),
    beds: numberInput(api.beds.unwrap()),
  })
  .transform(({ openingTime: _opens, closingTime: _closes, hours, featured, ...fields }): AdminFacilityCreate => ({
    ...fields,
    openingHours: hours,
    featuredRank: featured,
    // Specialties belong to hospitals, tests to laboratories: the others keep none.
    specialtyIds: categoryOfType(fields.facilityType) === 'hospital' ? fields.specialtyIds : [],
    testIds: categoryOfType(fields.facilityType) === 'laboratory' ? fields.testIds : [],
  }));

export type FacilityFormValues = z.input<typeof facilityFormSchema>;
export type FacilityFormField = keyof FacilityFormValues;

/** The form of a new facility: everything empty, hours unknown. */
export const emptyFacilityForm = (): FacilityFormValues => ({
  name: '',
  // No type chosen yet: the select shows its placeholder and the schema says "required".
  facilityType: undefined as unknown as FacilityType,
  email: '',
  phone: '',
  website: '',
  licenseNumber: '',
  registrationDate: '',
  openingTime: '',
  closingTime: '',
  hours: unknownHours(),
  services: [],
  capacity: '',
  address: '',
  regionId: '',
  divisionId: '',
  subdivisionId: '',
  latitude: '',
  longitude: '',
  specialtyIds: [],
  testIds: [],
  featured: { isFeatured: false, rank: '' },
  operator: '',
  emergency: '',
  beds: '',
});

const text = (value: string | null) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

/** The form of a saved facility. */
export function facilityToForm(facility: AdminFacility): FacilityFormValues {
  const hours: HoursForm = hoursToForm(facility.openingHours);
  const times = commonTimes(hours);
  return {
    name: facility.name,
    facilityType: facility.facilityType,
    email: text(facility.email),
    phone: text(facility.phone),
    website: text(facility.website),
    licenseNumber: text(facility.licenseNumber),
    registrationDate: text(facility.registrationDate),
    openingTime: times.opens,
    closingTime: times.closes,
    hours,
    services: [...facility.services],
    capacity: number(facility.capacity),
    address: text(facility.address),
    regionId: number(facility.regionId),
    divisionId: number(facility.divisionId),
    subdivisionId: number(facility.subdivisionId),
    latitude: number(facility.latitude),
    longitude: number(facility.longitude),
    specialtyIds: [...facility.specialtyIds],
    testIds: [...facility.testIds],
    featured: { isFeatured: facility.featuredRank !== null, rank: number(facility.featuredRank) },
    operator: text(facility.operator),
    emergency: facility.emergency === null ? '' : facility.emergency ? 'yes' : 'no',
    beds: number(facility.beds),
  };
}

type ApiField = keyof Omit<AdminFacilityUpdate, 'version' | 'openingTime' | 'closingTime'>;

/** The API fields each form field writes. */
const apiFieldsOf: Record<FacilityFormField, readonly ApiField[]> = {
  name: ['name'],
  // A new type may drop the specialties or the tests it does not have.
  facilityType: ['facilityType', 'specialtyIds', 'testIds'],
  email: ['email'],
  phone: ['phone'],
  website: ['website'],
  licenseNumber: ['licenseNumber'],
  registrationDate: ['registrationDate'],
  // They fill the days, which are what is saved: alone they change nothing.
  openingTime: [],
  closingTime: [],
  hours: ['openingHours'],
  services: ['services'],
  capacity: ['capacity'],
  address: ['address'],
  regionId: ['regionId'],
  divisionId: ['divisionId'],
  subdivisionId: ['subdivisionId'],
  latitude: ['latitude'],
  longitude: ['longitude'],
  specialtyIds: ['specialtyIds'],
  testIds: ['testIds'],
  featured: ['featuredRank'],
  operator: ['operator'],
  emergency: ['emergency'],
  beds: ['beds'],
};

/** The form fields whose own API field is one of these (the days for openingHours, the type for category). */
export function formFieldsWriting(apiFields: readonly string[]): FacilityFormField[] {
  const keys = new Set(apiFields);
  if (keys.has('category')) keys.add('facilityType');
  return (Object.keys(apiFieldsOf) as FacilityFormField[]).filter(
    (field) => apiFieldsOf[field].length > 0 && keys.has(apiFieldsOf[field][0]!),
  );
}

/** Whether anything under a dirty-fields node is marked (arrays and nested objects included). */
const isMarked = (node: unknown): boolean =>
  node === true || (typeof node === 'object' && node !== null && Object.values(node).some(isMarked));

/** The form fields the user changed since the form was (re)loaded. */
export function changedFormFields(dirty: Partial<FieldNamesMarkedBoolean<FacilityFormValues>>): FacilityFormField[] {
  return (Object.keys(apiFieldsOf) as FacilityFormField[]).filter(
    (field) => apiFieldsOf[field].length > 0 && isMarked(dirty[field]),
  );
}

/** An edit's body: the version read and only the fields the user changed. */
export function toUpdateBody(
  values: AdminFacilityCreate,
  changed: readonly FacilityFormField[],
  version: number,
): AdminFacilityUpdate {
  const body: Record<string, unknown> = {};
  for (const field of changed) for (const key of apiFieldsOf[field]) body[key] = values[key];
  return { ...(body as Omit<AdminFacilityUpdate, 'version'>), version };
}

/** Where an API field's error is shown on the form (`openingHours.mo.0.opens` → that interval's input). */
export function formPathOf(apiPath: string): string | null {
  const [head = ''] = apiPath.split('.');
  switch (head) {
    case 'openingHours':
      return hoursFormPathOf('hours', apiPath);
    case 'openingTime':
    case 'closingTime':
      return 'hours';
    case 'featuredRank':
      return 'featured';
    case 'category':
      return 'facilityType';
    default:
      return head in apiFieldsOf ? apiPath : null;
  }
}

/** The react-hook-form form of these pages: the inputs' values in, the API's body out. */
export type FacilityForm = ZodForm<typeof facilityFormSchema>;
/** The translated error of a field, for its `error` prop (bindFieldErrors). */
export type ErrorOf = (name: Path<FacilityFormValues>) => string | undefined;
