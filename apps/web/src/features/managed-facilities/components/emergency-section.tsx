import { managedFacilityUpdateSchema, type ManagedFacility } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { MANAGER_NAMESPACE } from '../catalogs';
import { ManagerSection, useManagerSection } from './section-kit';

const answers = ['yes', 'no', 'unknown'] as const;

/** Radio answers and the typed number, read as the contract's boolean-or-null and integer-or-null. */
const emergencySchema = z
  .object({
    emergency: z.enum(answers),
    beds: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : Number(value))),
  })
  .transform((values) => ({
    emergency: values.emergency === 'unknown' ? null : values.emergency === 'yes',
    beds: values.beds,
  }))
  .pipe(managedFacilityUpdateSchema.pick({ emergency: true, beds: true }).required());

const valuesOf = (facility: ManagedFacility) => ({
  emergency:
    facility.emergency === null ? ('unknown' as const) : facility.emergency ? ('yes' as const) : ('no' as const),
  beds: facility.beds === null ? '' : String(facility.beds),
});

/** Hospitals: whether there is an emergency service, and how many beds. */
export function EmergencySection({ facility, reload }: { facility: ManagedFacility; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const state = useManagerSection({ facility, schema: emergencySchema, valuesOf, toBody: (values) => values, reload });
  const { form } = state;
  const errorOf = bindFieldErrors(t, form.formState.errors);
  return (
    <ManagerSection
      title={t('emergency.title')}
      saveLabel={t('emergency.save')}
      savedText={t('emergency.saved')}
      state={state}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('emergency.question')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {answers.map((answer) => (
            <label key={answer} className="inline-flex items-center gap-2 text-slate-800">
              <input type="radio" value={answer} className="h-4 w-4 accent-brand" {...form.register('emergency')} />
              {t(`emergency.answers.${answer}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        max={100_000}
        label={t('emergency.beds')}
        hint={t('emergency.bedsHint')}
        className="flex flex-col gap-1 sm:w-60"
        error={errorOf('beds')}
        {...form.register('beds')}
      />
    </ManagerSection>
  );
}
