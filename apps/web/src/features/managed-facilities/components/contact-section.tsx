import {
  EMAIL_MAX,
  FACILITY_PHONE_LABEL_MAX,
  FACILITY_PHONES_MAX,
  labelledPhoneSchema,
  managedFacilityUpdateSchema,
  type ManagedFacility,
} from '@hc/shared';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { bindFieldErrors } from '../../../lib/forms/field-error';
import { MANAGER_NAMESPACE } from '../catalogs';
import { ManagerSection, useManagerSection } from './section-kit';

/** Labels offered as the manager types one (free text all the same). */
const labelSuggestions = ['reception', 'emergency', 'pharmacy', 'laboratory', 'maternity', 'director'] as const;

/** The contract's fields, with an empty e-mail read as "none" (the field cannot hold null). */
export const contactFormSchema = managedFacilityUpdateSchema
  .pick({ website: true })
  .required()
  .extend({
    phones: z.array(labelledPhoneSchema).max(FACILITY_PHONES_MAX),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => (value === '' ? null : value))
      .pipe(z.email().max(EMAIL_MAX).nullable()),
  });

const valuesOf = (facility: ManagedFacility) => ({
  phones: facility.phones.map((phone) => ({ number: phone.number, label: phone.label ?? '' })),
  email: facility.email ?? '',
  website: facility.website ?? '',
});

const buttonClass =
  'w-fit rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** Contact: the labelled phone numbers (up to FACILITY_PHONES_MAX), the e-mail and the website. */
export function ContactSection({ facility, reload }: { facility: ManagedFacility; reload: () => Promise<unknown> }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const state = useManagerSection({
    facility,
    schema: contactFormSchema,
    valuesOf,
    toBody: (values) => values,
    reload,
  });
  const { form } = state;
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const addButton = useRef<HTMLButtonElement>(null);
  const suggestionsId = useId();
  const phonesHintId = useId();
  const isFull = phones.fields.length >= FACILITY_PHONES_MAX;

  // The removed row's button goes with it: the focus moves to "Add a number", once it is drawn again (it
  // was disabled while the list was full).
  const isAddFocusWanted = useRef(false);
  const count = phones.fields.length;
  useEffect(() => {
    if (!isAddFocusWanted.current) return;
    isAddFocusWanted.current = false;
    addButton.current?.focus();
  }, [count]);
  const remove = (index: number) => {
    isAddFocusWanted.current = true;
    phones.remove(index);
  };

  return (
    <ManagerSection
      title={t('contact.title')}
      saveLabel={t('contact.save')}
      savedText={t('contact.saved')}
      state={state}
    >
      <fieldset className="flex flex-col gap-3" aria-describedby={phonesHintId}>
        <legend className="mb-1 font-semibold text-slate-900">{t('contact.phones')}</legend>
        <p id={phonesHintId} className="text-sm text-slate-700">
          {t('contact.phonesHint', { max: FACILITY_PHONES_MAX })}
        </p>
        <datalist id={suggestionsId}>
          {labelSuggestions.map((key) => (
            <option key={key} value={t(`contact.labels.${key}`)} />
          ))}
        </datalist>
        {phones.fields.length === 0 ? <p className="text-sm text-slate-700">{t('contact.noPhone')}</p> : null}
        <ul className="flex flex-col gap-3">
          {phones.fields.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start"
              >
                <TextField
                  type="tel"
                  autoComplete="tel"
                  label={t('contact.number', { n })}
                  className="flex flex-1 flex-col gap-1"
                  error={errorOf(`phones.${index}.number`)}
                  {...form.register(`phones.${index}.number`)}
                />
                <TextField
                  label={t('contact.label', { n })}
                  list={suggestionsId}
                  maxLength={FACILITY_PHONE_LABEL_MAX}
                  className="flex flex-1 flex-col gap-1"
                  error={errorOf(`phones.${index}.label`)}
                  {...form.register(`phones.${index}.label`)}
                />
                <button type="button" onClick={() => remove(index)} className={`${buttonClass} sm:mt-6`}>
                  {t('contact.remove', { n })}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          ref={addButton}
          type="button"
          disabled={isFull}
          onClick={() => phones.append({ number: '', label: '' })}
          className={buttonClass}
        >
          {t('contact.add')}
        </button>
        {isFull ? <p className="text-sm text-slate-700">{t('contact.full', { max: FACILITY_PHONES_MAX })}</p> : null}
        {errorOf('phones') ? <p className="text-sm font-medium text-red-700">{errorOf('phones')}</p> : null}
      </fieldset>
      <TextField
        type="email"
        autoComplete="email"
        label={t('contact.email')}
        error={errorOf('email')}
        {...form.register('email')}
      />
      <TextField
        type="url"
        label={t('contact.website')}
        hint={t('contact.websiteHint')}
        error={errorOf('website')}
        {...form.register('website')}
      />
    </ManagerSection>
  );
}
