import { categoryOfType, facilityTypes, type ManagedFacility } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldClass, fieldLabelClass } from '../../../components/ui/field-styles';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import { describeError } from '../../../lib/describe-error';
import { bindFieldErrors, decodeFieldError } from '../../../lib/forms/field-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { toReferenceOptions } from '../../../lib/reference-options';
import { useProposeChanges } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';
import { proposalFormSchema, proposalValuesOf } from './proposal-schema';

const asId = (value: string) => (value === '' ? undefined : Number(value));

/**
 * "Name, type or place changed?": these wait for staff (the corrections queue), so the form says so and
 * shows how many proposals of this facility wait. Only what differs from the listing is sent.
 */
export function ProposalSection({ facility }: { facility: ManagedFacility }) {
  const { t, i18n } = useTranslation(MANAGER_NAMESPACE);
  const { t: tf } = useTranslation('facility');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const schema = useMemo(() => proposalFormSchema(facility), [facility]);
  const form = useZodForm(schema, { defaultValues: proposalValuesOf(facility) });
  const propose = useProposeChanges(facility.id);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [regionId, divisionId] = useWatch({ control: form.control, name: ['regionId', 'divisionId'] });
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(asId(regionId)));
  const subdivisions = useQuery(subdivisionsQueryOptions(asId(divisionId)));
  const errors = form.formState.errors;
  const errorOf = bindFieldErrors(t, errors);
  // The contract's "at least one field" is said on the form, not as "required" on a name that is filled.
  const isUnchanged = errors.name?.message !== undefined && decodeFieldError(errors.name.message).code === 'required';
  const types = facilityTypes.filter((type) => categoryOfType(type) === facility.category);

  const submit = form.handleSubmit(
    (body) => {
      setSent(false);
      setFailure(null);
      propose.mutate(body, {
        onSuccess: () => {
          form.reset(proposalValuesOf(facility));
          setSent(true);
        },
        onError: (error) => setFailure(applyServerErrors(form, error) ? error : null),
      });
    },
    () => setSent(false),
  );

  const placeField = (name: 'regionId' | 'divisionId', clears: readonly ('divisionId' | 'subdivisionId')[]) =>
    form.register(name, {
      onChange: () => {
        for (const child of clears) form.setValue(child, '', { shouldDirty: true });
      },
    });

  return (
    <section
      aria-labelledby="proposal-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="proposal-heading" className="text-xl font-bold text-slate-900">
        {t('proposal.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('proposal.intro')}</p>
      <p className="text-sm font-semibold text-slate-800" role="status">
        {facility.pendingProposals > 0
          ? t('proposal.pending', { count: facility.pendingProposals })
          : t('proposal.nonePending')}
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="proposal-heading"
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('proposal.name')}
          maxLength={200}
          error={isUnchanged ? undefined : errorOf('name')}
          {...form.register('name')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="proposal-type" className={fieldLabelClass}>
            {t('proposal.type')}
          </label>
          <select id="proposal-type" className={fieldClass} {...form.register('facilityType')}>
            {types.map((type) => (
              <option key={type} value={type}>
                {tf(`type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-slate-900">{t('proposal.place')}</legend>
          <SelectField
            label={t('proposal.region')}
            placeholder={t('proposal.choose')}
            options={toReferenceOptions(regions.data, language)}
            status={regions.status}
            loadingText={t('loading')}
            errorText={t('care.loadError')}
            {...placeField('regionId', ['divisionId', 'subdivisionId'])}
          />
          <SelectField
            label={t('proposal.division')}
            placeholder={t('proposal.choose')}
            options={toReferenceOptions(divisions.data, language)}
            disabled={regionId === ''}
            {...placeField('divisionId', ['subdivisionId'])}
          />
          <SelectField
            label={t('proposal.subdivision')}
            placeholder={t('proposal.choose')}
            options={toReferenceOptions(subdivisions.data, language)}
            disabled={divisionId === ''}
            error={errorOf('subdivisionId')}
            {...form.register('subdivisionId')}
          />
          <TextField
            label={t('proposal.address')}
            maxLength={500}
            error={errorOf('address')}
            {...form.register('address')}
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField
              label={t('proposal.latitude')}
              inputMode="decimal"
              error={errorOf('latitude')}
              {...form.register('latitude')}
            />
            <TextField
              label={t('proposal.longitude')}
              inputMode="decimal"
              error={errorOf('longitude')}
              {...form.register('longitude')}
            />
          </div>
        </fieldset>
        <TextField label={t('proposal.note')} maxLength={1000} error={errorOf('note')} {...form.register('note')} />
        {isUnchanged ? <FormAlert>{t('proposal.nothingChanged')}</FormAlert> : null}
        {sent ? <FormAlert tone="success">{t('proposal.sent')}</FormAlert> : null}
        {failure ? <FormAlert>{describeError(failure, tc)}</FormAlert> : null}
        <button
          type="submit"
          disabled={propose.isPending}
          className="w-fit rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 disabled:opacity-60"
        >
          {propose.isPending ? t('proposal.sending') : t('proposal.send')}
        </button>
      </form>
    </section>
  );
}
