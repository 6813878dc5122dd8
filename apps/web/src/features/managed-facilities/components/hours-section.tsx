import type { ManagedFacility } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WeeklyHoursEditor } from '../../../components/hours/weekly-hours-editor';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { hoursFormPathOf, hoursFormSchema, hoursToForm } from '../../../lib/forms/weekly-hours';
import { MANAGER_NAMESPACE } from '../catalogs';
import { ManagerSection, useManagerSection } from './section-kit';

const hoursSectionSchema = z.object({ hours: hoursFormSchema });

const valuesOf = (facility: ManagedFacility) => ({ hours: hoursToForm(facility.openingHours) });

/** An API error about `openingHours.mo.0.opens` shows on that interval's input. */
const pathOf = (apiPath: string) => (apiPath.startsWith('openingHours') ? hoursFormPathOf('hours', apiPath) : null);

/** Weekly hours: the back-office's weekly editor (components/hours), saved on its own. */
export function HoursSection({ facility, reload }: { facility: ManagedFacility; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const state = useManagerSection({
    facility,
    schema: hoursSectionSchema,
    valuesOf,
    toBody: (values) => ({ openingHours: values.hours }),
    pathOf,
    reload,
  });
  const errorOf = bindFieldErrors(t, state.form.formState.errors);
  return (
    <ManagerSection
      title={t('hours.title')}
      intro={t('hours.intro')}
      saveLabel={t('hours.save')}
      savedText={t('hours.saved')}
      state={state}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('hours.title')}</legend>
        {errorOf('hours') ? <p className="text-sm font-medium text-red-700">{errorOf('hours')}</p> : null}
        <WeeklyHoursEditor form={state.form} name="hours" errorOf={errorOf} />
      </fieldset>
    </ManagerSection>
  );
}
