import { managedFacilityProposalSchema, type ManagedFacility } from '@hc/shared';
import { z } from 'zod';

/** The proposal form as typed: every field a string, as the inputs hold them. */
export type ProposalFormValues = {
  name: string;
  facilityType: string;
  regionId: string;
  divisionId: string;
  subdivisionId: string;
  address: string;
  latitude: string;
  longitude: string;
  note: string;
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export const proposalValuesOf = (facility: ManagedFacility): ProposalFormValues => ({
  name: facility.name,
  facilityType: facility.facilityType,
  regionId: text(facility.regionId),
  divisionId: text(facility.divisionId),
  subdivisionId: text(facility.subdivisionId),
  address: facility.address ?? '',
  latitude: text(facility.latitude),
  longitude: text(facility.longitude),
  note: '',
});

/**
 * The form read as a proposal of what differs from the listing (staff review only the changes): the
 * contract then checks it, at least one field besides the note, and a position given whole.
 */
export const proposalFormSchema = (current: ManagedFacility) => {
  const was = proposalValuesOf(current);
  const changed = (value: string, before: string) => value.trim() !== before.trim();
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return z
    .object({
      name: z.string(),
      facilityType: z.string(),
      regionId: z.string(),
      divisionId: z.string(),
      subdivisionId: z.string(),
      address: z.string(),
      latitude: z.string(),
      longitude: z.string(),
      note: z.string(),
    })
    .transform((values) => {
      const isMoved = changed(values.latitude, was.latitude) || changed(values.longitude, was.longitude);
      const proposal = {
        name: changed(values.name, was.name) ? values.name : undefined,
        facilityType: values.facilityType !== was.facilityType ? values.facilityType : undefined,
        subdivisionId:
          values.subdivisionId !== '' && values.subdivisionId !== was.subdivisionId
            ? Number(values.subdivisionId)
            : undefined,
        address: changed(values.address, was.address) && values.address.trim() !== '' ? values.address : undefined,
        latitude: isMoved ? number(values.latitude) : undefined,
        longitude: isMoved ? number(values.longitude) : undefined,
        note: values.note.trim() === '' ? undefined : values.note,
      };
      // Absent keys, not undefined ones: the body lists what is proposed.
      return Object.fromEntries(Object.entries(proposal).filter(([, value]) => value !== undefined));
    })
    .pipe(managedFacilityProposalSchema);
};
