import { useId, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../../components/ui/icons';
import { TextField } from '../../../../components/ui/text-field';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

/** The API's limits of the list (adminFacilityCreateSchema.services). */
const SERVICE_MAX_LENGTH = 100;
const SERVICES_MAX = 50;

/**
 * Services Offered: short texts, added one at a time (Enter, the Add button, or leaving the field, so
 * nothing typed is lost) and shown as removable chips.
 */
export function ServicesField({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const {
    field: { value: services, onChange, onBlur, ref },
  } = useController({ control: form.control, name: 'services' });
  const [draft, setDraft] = useState('');
  const listId = useId();
  const isFull = services.length >= SERVICES_MAX;

  const add = () => {
    const service = draft.trim();
    if (!service || isFull) return;
    setDraft('');
    const isKnown = services.some((known) => known.localeCompare(service, undefined, { sensitivity: 'base' }) === 0);
    if (!isKnown) onChange([...services, service]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the service; it does not submit the whole form.
    event.preventDefault();
    add();
  };
  const itemErrors = services.map((_, index) => errorOf(`services.${index}`));

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <div className="flex items-start gap-2">
        <TextField
          className="flex flex-1 flex-col gap-1"
          label={t('fields.services')}
          hint={isFull ? t('services.full', { max: SERVICES_MAX }) : t('services.hint')}
          error={errorOf('services')}
          value={draft}
          maxLength={SERVICE_MAX_LENGTH}
          disabled={isFull}
          aria-controls={listId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            onBlur();
          }}
          ref={ref}
        />
        <button
          type="button"
          onClick={add}
          disabled={isFull}
          className="mt-6 rounded-md border border-brand px-3 py-2 font-semibold text-brand hover:bg-brand/10 disabled:opacity-60"
        >
          {t('services.add')}
        </button>
      </div>
      <ul id={listId} aria-label={t('services.listLabel')} className="flex flex-wrap gap-2">
        {services.length === 0 ? <li className="text-sm text-slate-600">{t('services.none')}</li> : null}
        {services.map((service, index) => (
          <li
            key={service}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
              itemErrors[index]
                ? 'border-red-700 bg-red-50 text-red-800'
                : 'border-slate-300 bg-slate-100 text-slate-800'
            }`}
          >
            <span>{service}</span>
            {itemErrors[index] ? <span className="font-medium">({itemErrors[index]})</span> : null}
            <button
              type="button"
              aria-label={t('services.remove', { service })}
              onClick={() => onChange(services.filter((_, at) => at !== index))}
              className="rounded-full p-0.5 hover:bg-slate-200"
            >
              <CloseIcon className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
