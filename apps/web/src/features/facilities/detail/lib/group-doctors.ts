import type { Doctor, Specialty } from '@hc/shared';
import { localizedName } from '../../../../lib/localized';

export type SpecialtyGroup = { specialty: Specialty | null; doctors: Doctor[] };

/**
 * The facility's specialties, each with the doctors who practise it, sorted by name in the
 * interface language. A doctor's specialty the facility does not list still gets its group;
 * doctors with no specialty come last, in a group whose specialty is null.
 */
export function groupDoctorsBySpecialty(
  specialties: readonly Specialty[],
  doctors: readonly Doctor[],
  language: string,
): SpecialtyGroup[] {
  const groups = new Map<number, SpecialtyGroup>();
  for (const specialty of specialties) groups.set(specialty.id, { specialty, doctors: [] });
  const withoutSpecialty: Doctor[] = [];
  for (const doctor of doctors) {
    if (!doctor.specialty) {
      withoutSpecialty.push(doctor);
      continue;
    }
    const group = groups.get(doctor.specialty.id) ?? { specialty: doctor.specialty, doctors: [] };
    group.doctors.push(doctor);
    groups.set(doctor.specialty.id, group);
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const byName = (a: Doctor, b: Doctor) => collator.compare(a.name, b.name);
  const sorted = [...groups.values()]
    .map((group) => ({ ...group, doctors: [...group.doctors].sort(byName) }))
    .sort((a, b) => collator.compare(localizedName(a.specialty, language), localizedName(b.specialty, language)));
  return withoutSpecialty.length ? [...sorted, { specialty: null, doctors: withoutSpecialty.sort(byName) }] : sorted;
}
