import { sanitizeDisplayText, type Doctor, type Specialty } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../../lib/localized';
import { groupDoctorsBySpecialty } from '../lib/group-doctors';

type SpecialtiesSectionProps = { specialties: Specialty[]; doctors: Doctor[] };

/** Each specialty with the doctors who practise it. */
export function SpecialtiesSection({ specialties, doctors }: SpecialtiesSectionProps) {
  const { t, i18n } = useTranslation('detail');
  const language = i18n.resolvedLanguage ?? 'en';
  const groups = groupDoctorsBySpecialty(specialties, doctors, language);

  return (
    <section aria-labelledby="detail-specialties-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="detail-specialties-heading" className="text-xl font-bold text-slate-900">
        {t('specialties.title')}
      </h2>
      {groups.length ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {groups.map(({ specialty, doctors: groupDoctors }) => (
            <div key={specialty?.id ?? 'none'} className="rounded-lg bg-slate-50 p-4">
              <dt className="font-semibold text-slate-900">
                <span>{specialty ? localizedName(specialty, language) : t('specialties.otherDoctors')}</span>{' '}
                <span className="ml-2 text-sm font-normal text-slate-700">
                  {t('specialties.doctorCount', { count: groupDoctors.length })}
                </span>
              </dt>
              <dd className="mt-1 text-slate-800">
                {groupDoctors.length ? (
                  <ul className="list-disc space-y-0.5 pl-5">
                    {groupDoctors.map((doctor) => (
                      <li key={doctor.id}>{sanitizeDisplayText(doctor.name)}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-sm text-slate-700">{t('specialties.noDoctors')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-slate-800">{t('specialties.none')}</p>
      )}
    </section>
  );
}
