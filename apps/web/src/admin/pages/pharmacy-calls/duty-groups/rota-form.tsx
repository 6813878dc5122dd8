import { dutyTemplates, type DutyRota, type DutyRotaCreate, type FieldError } from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors, encodeFieldError, translateFieldError } from '../../../../lib/forms/field-error';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useCreateDutyRota, useUpdateDutyRota } from '../../../api/duty-groups-api';
import { DUTY_GROUPS_NAMESPACE } from './generate-panel';

const optionalId = z
  .string()
  .trim()
  .regex(/^\d*$/, { error: 'not_integer' })
  .transform((v) => (v === '' ? null : Number(v)));

const splitWords = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** One group a line, in turn order: `Name: 101, 102` or just `101, 102`. */
function parseGroups(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.lastIndexOf(':');
      const name = colon === -1 ? null : line.slice(0, colon).trim() || null;
      const ids = (colon === -1 ? line : line.slice(colon + 1)).split(/[\s,;]+/).filter(Boolean);
      return { name, ids };
    });
}

const rotaFormSchema = z.object({
  name: z.string().trim().min(1).max(200),
  subdivisionId: optionalId,
  divisionId: optionalId,
  templates: z.array(z.enum(dutyTemplates)).min(1),
  startsOn: z.iso.date({ error: 'invalid_format' }),
  holidays: z
    .string()
    .superRefine((text, ctx) => {
      if (splitWords(text).some((day) => !z.iso.date().safeParse(day).success))
        ctx.addIssue({ code: 'custom', message: 'invalid_format' });
    })
    .transform(splitWords),
  groups: z
    .string()
    .superRefine((text, ctx) => {
      const groups = parseGroups(text);
      if (groups.length === 0) ctx.addIssue({ code: 'custom', message: 'required' });
      else if (groups.some((g) => g.ids.some((id) => !/^\d+$/.test(id))))
        ctx.addIssue({ code: 'custom', message: 'invalid_format' });
    })
    .transform(parseGroups),
});
type RotaFormInput = z.input<typeof rotaFormSchema>;

const fieldNames = ['name', 'subdivisionId', 'divisionId', 'templates', 'startsOn', 'holidays', 'groups'] as const;

const toInput = (rota: DutyRota | null): RotaFormInput => ({
  name: rota?.name ?? '',
  subdivisionId: rota?.subdivisionId?.toString() ?? '',
  divisionId: rota?.divisionId?.toString() ?? '',
  templates: rota?.templates ?? ['weekday_nights', 'weekend'],
  startsOn: rota?.startsOn ?? '',
  holidays: rota?.holidays.join(' ') ?? '',
  groups:
    rota?.groups.map((g) => `${g.name ? `${g.name}: ` : ''}${g.members.map((m) => m.id).join(', ')}`).join('\n') ?? '',
});

/** Creates a rota, or edits one (the whole rota is sent again; groups keep their id by position). */
export function RotaForm({ rota, onDone }: { rota: DutyRota | null; onDone: (message: string) => void }) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const { t: tc } = useTranslation();
  const headingId = useId();
  const form = useZodForm(rotaFormSchema, { defaultValues: toInput(rota) });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const create = useCreateDutyRota();
  const update = useUpdateDutyRota();
  const [failure, setFailure] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const isSaving = create.isPending || update.isPending;

  const fieldLabel = (path: string) => {
    const member = /^groups\.(\d+)\.facilityIds\.(\d+)$/.exec(path);
    if (member) return t('form.groupMember', { group: Number(member[1]) + 1, member: Number(member[2]) + 1 });
    return t(`form.${path.split('.')[0]}`, { defaultValue: path });
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const body: DutyRotaCreate = {
      name: values.name,
      subdivisionId: values.subdivisionId,
      divisionId: values.divisionId,
      templates: values.templates,
      holidays: values.holidays,
      startsOn: values.startsOn,
      groups: values.groups.map((g) => ({ name: g.name, facilityIds: g.ids.map(Number) })),
    };
    try {
      if (rota) await update.mutateAsync({ id: rota.id, body });
      else await create.mutateAsync(body);
      onDone(t('form.saved'));
    } catch (error) {
      if (!applyServerErrors(form, error, { fields: fieldNames })) return;
      const fields =
        error instanceof ApiClientError
          ? (error.fields ?? []).filter((f) => !(fieldNames as readonly string[]).includes(f.path))
          : [];
      setFailure({ text: fields.length > 0 ? t('form.serverErrors') : describeError(error, tc), fields });
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {rota ? t('form.editTitle', { name: rota.name }) : t('form.createTitle')}
      </h2>
      <form noValidate onSubmit={(event) => void save(event)} className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {failure ? (
          <div className="md:col-span-2">
            <FormAlert>
              {failure.text}
              {failure.fields.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {failure.fields.map((field) => (
                    <li key={`${field.path}-${field.code}`}>
                      {t('form.fieldAt', {
                        field: fieldLabel(field.path),
                        message: translateFieldError(tc, encodeFieldError(field.code, field.params)),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </FormAlert>
          </div>
        ) : null}
        <TextField
          label={t('form.name')}
          error={errorOf('name')}
          {...form.register('name')}
          className="flex flex-col gap-1 md:col-span-2"
        />
        <TextField
          label={t('form.subdivisionId')}
          inputMode="numeric"
          hint={t('form.placeHint')}
          error={errorOf('subdivisionId')}
          {...form.register('subdivisionId')}
        />
        <TextField
          label={t('form.divisionId')}
          inputMode="numeric"
          error={errorOf('divisionId')}
          {...form.register('divisionId')}
        />
        <fieldset
          className="flex flex-col gap-1 md:col-span-2"
          aria-describedby={errorOf('templates') ? `${headingId}-templates` : undefined}
        >
          <legend className="font-medium text-slate-800">{t('form.templates')}</legend>
          {dutyTemplates.map((template) => (
            <label key={template} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" value={template} {...form.register('templates')} />
              {t(`templates.${template}`)}
            </label>
          ))}
          {errorOf('templates') ? (
            <p id={`${headingId}-templates`} className="text-sm text-red-700">
              {errorOf('templates')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('form.startsOn')}
          type="date"
          hint={t('form.startsOnHint')}
          error={errorOf('startsOn')}
          {...form.register('startsOn')}
        />
        <TextField
          label={t('form.holidays')}
          hint={t('form.holidaysHint')}
          error={errorOf('holidays')}
          {...form.register('holidays')}
        />
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={`${headingId}-groups`} className="font-medium text-slate-800">
            {t('form.groups')}
          </label>
          <textarea
            id={`${headingId}-groups`}
            rows={6}
            aria-describedby={`${headingId}-groups-hint`}
            aria-invalid={errorOf('groups') ? true : undefined}
            className="rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            {...form.register('groups')}
          />
          <p id={`${headingId}-groups-hint`} className="text-sm text-slate-600">
            {t('form.groupsHint')}
          </p>
          {errorOf('groups') ? <p className="text-sm text-red-700">{errorOf('groups')}</p> : null}
        </div>
        <div className="flex gap-2 md:col-span-2">
          <button
            type="submit"
            disabled={isSaving}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {isSaving ? t('form.saving') : t('form.save')}
          </button>
          <button
            type="button"
            onClick={() => onDone('')}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
