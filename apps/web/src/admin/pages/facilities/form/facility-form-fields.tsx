import { categoryOfType, facilityTypes, FEATURED_MAX } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../../components/ui/email-field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { labTestsQueryOptions } from '../../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../../lib/api/specialties';
import { emptyToUndefined } from '../../../../lib/forms/use-zod-form';
import type { ErrorOf, FacilityForm } from './facility-form-schema';
import { HoursEditor } from './hours-editor';
import { LocationFields } from './location-fields';
import { PositionFields } from './position-fields';
import { ReferenceChecklist } from './reference-checklist';
import { ServicesField } from './services-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Specialties for hospitals, tests for laboratories (the category of the type chosen). */
function ReferenceFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const type = useWatch({ control: form.control, name: 'facilityType' });
  const category = type ? categoryOfType(type) : null;
  const specialties = useQuery({ ...specialtiesQueryOptions(), enabled: category === 'hospital' });
  const tests = useQuery({ ...labTestsQueryOptions(), enabled: category === 'laboratory' });
  if (category === 'hospital')
    return (
      <ReferenceChecklist
        form={form}
        errorOf={errorOf}
        name="specialtyIds"
        legend={t('fields.specialties')}
        rows={specialties.data}
        status={specialties.status}
      />
    );
  if (category === 'laboratory')
    return (
      <ReferenceChecklist
        form={form}
        errorOf={errorOf}
        name="testIds"
        legend={t('fields.tests')}
        rows={tests.data}
        status={tests.status}
      />
    );
  return null;
}

function FeaturedFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const isFeatured = useWatch({ control: form.control, name: 'featured.isFeatured' });
  const error = errorOf('featured');
  const errorId = useId();
  return (
    <Section title={t('sections.featured')}>
      <div className="flex flex-col gap-1">
        <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register('featured.isFeatured')}
          />
          {t('fields.featured')}
        </label>
        <p className="text-sm text-slate-700">{t('hints.featured', { max: FEATURED_MAX })}</p>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {isFeatured ? (
        <TextField
          type="number"
          min={1}
          max={FEATURED_MAX}
          step={1}
          label={t('fields.featuredRank')}
          error={errorOf('featured.rank')}
          {...form.register('featured.rank')}
        />
      ) : null}
    </Section>
  );
}

/**
 * Every field of a facility (spec 02 "Facilities", with the spec's labels, plus what the directory
 * shows: location, position, weekly hours, specialties or tests, featured, operator, emergency, beds).
 */
export function FacilityFormFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const typeOptions = facilityTypes.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const emergencyOptions = (['yes', 'no'] as const).map((value) => ({ value, label: t(`emergency.${value}`) }));
  const number = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;

  return (
    <>
      <Section title={t('sections.identity')}>
        <p className="text-sm text-slate-700 md:col-span-2">{t('requiredNote')}</p>
        <TextField
          label={t('fields.name')}
          autoComplete="off"
          required
          error={errorOf('name')}
          {...form.register('name')}
        />
        <SelectField
          required
          label={t('fields.facilityType')}
          placeholder={t('placeholders.facilityType')}
          options={typeOptions}
          error={errorOf('facilityType')}
          {...form.register('facilityType', { setValueAs: emptyToUndefined })}
        />
        <EmailField label={t('fields.email')} autoComplete="off" error={errorOf('email')} {...form.register('email')} />
        <TextField
          type="tel"
          label={t('fields.phone')}
          autoComplete="off"
          hint={t('hints.phone')}
          error={errorOf('phone')}
          {...form.register('phone')}
        />
        <TextField
          label={t('fields.licenseNumber')}
          error={errorOf('licenseNumber')}
          {...form.register('licenseNumber')}
        />
        <TextField
          type="date"
          label={t('fields.registrationDate')}
          error={errorOf('registrationDate')}
          {...form.register('registrationDate')}
        />
        <TextField
          type="url"
          inputMode="url"
          label={t('fields.website')}
          error={errorOf('website')}
          {...form.register('website')}
        />
        <TextField label={t('fields.operator')} error={errorOf('operator')} {...form.register('operator')} />
      </Section>
      <HoursEditor form={form} errorOf={errorOf} />
      <Section title={t('sections.services')}>
        <ServicesField form={form} errorOf={errorOf} />
        <TextField
          {...number}
          label={t('fields.capacity')}
          error={errorOf('capacity')}
          {...form.register('capacity')}
        />
        <TextField {...number} label={t('fields.beds')} error={errorOf('beds')} {...form.register('beds')} />
        <SelectField
          label={t('fields.emergency')}
          placeholder={t('emergency.unknown')}
          options={emergencyOptions}
          error={errorOf('emergency')}
          {...form.register('emergency')}
        />
        <ReferenceFields form={form} errorOf={errorOf} />
      </Section>
      <Section title={t('sections.location')}>
        <TextField
          className="flex flex-col gap-1 md:col-span-2"
          label={t('fields.address')}
          autoComplete="off"
          error={errorOf('address')}
          {...form.register('address')}
        />
        <LocationFields form={form} errorOf={errorOf} />
        <PositionFields form={form} errorOf={errorOf} />
      </Section>
      <FeaturedFields form={form} errorOf={errorOf} />
    </>
  );
}
