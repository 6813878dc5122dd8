import { dutyTemplates, type DutyRota, type FieldError } from '@hc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors, encodeFieldError, translateFieldError } from '../../../../lib/forms/field-error';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useCreateDutyRota, useUpdateDutyRota } from '../api/duty-groups-api';
import { LocationFields, type LocationFieldLabels } from '../../../list-kit';
import { DUTY_GROUPS_NAMESPACE } from './generate-panel';
import {
  emptyGroup,
  formPathOf,
  rotaFormSchema,
  toFormInput,
  toRequestBody,
  type RotaFormInput,
} from './rota-form-schema';
import { memberButtonId, moveButtonId, RotaGroupFields, type MoveDirection } from './rota-group-fields';
import { membersOutside, RotaPlaceWarning } from './rota-place-warning';
import { useRotaPlaces } from './rota-places';

type RotaFormProps = {
  rota: DutyRota | null;
  /** Saved (with the notice to show) or cancelled (null). */
  onDone: (notice: string | null) => void;
};

/** Creates a rota, or edits one (the whole rota is sent again; groups keep their id by position). */
export function RotaForm({ rota, onDone }: RotaFormProps) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const places = useRotaPlaces();
  // Editing: the cascade starts from the rota's region, found in the geography lists first.
  if (rota && !places.isReady)
    return (
      <p role="status" className="text-slate-700">
        {t('form.loading')}
      </p>
    );
  return <RotaFormBody rota={rota} defaults={toFormInput(rota, rota ? places.placeOf(rota) : null)} onDone={onDone} />;
}

function RotaFormBody({ rota, defaults, onDone }: RotaFormProps & { defaults: RotaFormInput }) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const { t: tc } = useTranslation();
  const formId = useId();
  const headingId = `${formId}-heading`;
  const form = useZodForm(rotaFormSchema, { defaultValues: defaults });
  const errorOf = bindFieldErrors(t, form.formState.errors, 'dutyRota');
  const groups = useFieldArray({ control: form.control, name: 'groups' });
  const [divisionId, subdivisionId, chosenGroups] = useWatch({
    control: form.control,
    name: ['divisionId', 'subdivisionId', 'groups'],
  });
  const chosen = (chosenGroups ?? []).flatMap((g) => g.members ?? []);
  const takenIds = new Set(chosen.map((m) => m.id));
  const place = { divisionId: divisionId ?? null, subdivisionId: subdivisionId ?? null };
  const places = useRotaPlaces();
  const outside = membersOutside(chosen, place, places.divisionOfSubdivision);
  const groupsHeadingRef = useRef<HTMLHeadingElement>(null);
  // What the groups' live region last said; the count renders it anew when the same words come again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((before) => ({ text, count: before.count + 1 }));
  // The button to focus once a moved group is rendered at its new place.
  const movedFocus = useRef<{ index: number; direction: MoveDirection } | null>(null);
  const create = useCreateDutyRota();
  const update = useUpdateDutyRota();
  const [failure, setFailure] = useState<{ text: string; fields: FieldError[] } | null>(null);
  const isSaving = create.isPending || update.isPending;

  const placeLabels: LocationFieldLabels = {
    region: t('form.region'),
    division: t('form.division'),
    subdivision: t('form.subdivision'),
    noRegion: t('form.noRegion'),
    noDivision: t('form.noDivision'),
    noSubdivision: t('form.noSubdivision'),
    chooseRegionFirst: t('form.chooseRegionFirst'),
    chooseDivisionFirst: t('form.chooseDivisionFirst'),
    loading: t('form.placesLoading'),
    loadError: t('form.placesError'),
  };

  const fieldLabel = (path: string) => {
    const member = /^groups\.(\d+)\.facilityIds\.(\d+)$/.exec(path);
    if (member) return t('form.groupMember', { group: Number(member[1]) + 1, member: Number(member[2]) + 1 });
    return t(`form.${path.split('.')[0]}`, { defaultValue: path });
  };

  /** The server's field errors on the fields they are about; those the form has no place for are returned. */
  const placeServerErrors = (fields: FieldError[]) => {
    const left: FieldError[] = [];
    let first: string | null = null;
    for (const field of fields) {
      const path = formPathOf(field.path);
      if (!path) {
        left.push(field);
        continue;
      }
      form.setError(path as Path<RotaFormInput>, {
        type: 'server',
        message: encodeFieldError(field.code, field.params),
      });
      first ??= path;
    }
    if (first) {
      const member = /^groups\.(\d+)\.members\.(\d+)$/.exec(first);
      if (member) document.getElementById(memberButtonId(formId, Number(member[1]), Number(member[2])))?.focus();
      else form.setFocus(first as Path<RotaFormInput>);
    }
    return left;
  };

  const moveGroup = (from: number, direction: MoveDirection) => {
    const to = direction === 'earlier' ? from - 1 : from + 1;
    groups.move(from, to);
    movedFocus.current = { index: to, direction };
    announce(t('form.moved', { group: t('groupNumber', { number: from + 1 }), position: to + 1 }));
  };
  useEffect(() => {
    const moved = movedFocus.current;
    if (!moved) return;
    movedFocus.current = null;
    // The same button of the group at its new place, else its other one (it reached an end).
    const other = moved.direction === 'earlier' ? 'later' : 'earlier';
    (
      document.getElementById(moveButtonId(formId, moved.index, moved.direction)) ??
      document.getElementById(moveButtonId(formId, moved.index, other))
    )?.focus();
  }, [groups.fields, formId]);

  /** Takes the pharmacies outside the place out of every group. */
  const removeOutside = () => {
    const ids = new Set(outside.map((m) => m.id));
    form.getValues('groups').forEach((group, index) => {
      const kept = group.members.filter((m) => !ids.has(m.id));
      if (kept.length === group.members.length) return;
      form.clearErrors(`groups.${index}.members`);
      form.setValue(`groups.${index}.members`, kept, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    });
    announce(t('form.removedOutside', { count: ids.size }));
    // The warning and its button are gone: the focus goes to the groups they were taken from.
    groupsHeadingRef.current?.focus();
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = toRequestBody(values);
    try {
      if (rota) await update.mutateAsync({ id: rota.id, body });
      else await create.mutateAsync(body);
      onDone(rota ? t('form.updated', { name: values.name }) : t('form.created', { name: values.name }));
    } catch (error) {
      const fields = error instanceof ApiClientError && error.kind === 'server' ? (error.fields ?? []) : [];
      const left = placeServerErrors(fields);
      if (fields.length > 0 && left.length === 0) return;
      setFailure({ text: left.length > 0 ? t('form.serverErrors') : describeError(error, tc), fields: left });
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
        <fieldset className="grid grid-cols-1 gap-4 md:col-span-2 md:grid-cols-3">
          <legend className="mb-1 font-medium text-slate-800">{t('form.place')}</legend>
          <p className="text-sm text-slate-600 md:col-span-3">{t('form.placeHint')}</p>
          <LocationFields form={form} idType="number" labels={placeLabels} errorOf={errorOf} />
        </fieldset>
        <fieldset
          className="flex flex-col gap-1 md:col-span-2"
          aria-describedby={errorOf('templates') ? `${formId}-templates` : undefined}
        >
          <legend className="font-medium text-slate-800">{t('form.templates')}</legend>
          {dutyTemplates.map((template) => (
            <label key={template} className="flex items-center gap-2 text-slate-800">
              <input type="checkbox" value={template} {...form.register('templates')} />
              {t(`templates.${template}`)}
            </label>
          ))}
          {errorOf('templates') ? (
            <p id={`${formId}-templates`} className="text-sm text-red-700">
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
        <RotaPlaceWarning
          outside={outside}
          placeName={
            places.nameOf(place) ??
            (place.subdivisionId !== null
              ? t('place.subdivision', { id: place.subdivisionId })
              : t('place.division', { id: place.divisionId }))
          }
          onRemove={removeOutside}
        />
        <section aria-labelledby={`${formId}-groups`} className="flex flex-col gap-3 md:col-span-2">
          <h3 id={`${formId}-groups`} ref={groupsHeadingRef} tabIndex={-1} className="font-semibold text-slate-900">
            {t('form.groups')}
          </h3>
          <p className="text-sm text-slate-600">{t('form.groupsHint')}</p>
          <p role="status" className="sr-only">
            {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
          </p>
          {groups.fields.map((field, index) => (
            <RotaGroupFields
              key={field.id}
              form={form}
              formId={formId}
              index={index}
              place={place}
              takenIds={takenIds}
              onRemove={groups.fields.length > 1 ? () => groups.remove(index) : undefined}
              onMove={{
                earlier: index > 0 ? () => moveGroup(index, 'earlier') : undefined,
                later: index < groups.fields.length - 1 ? () => moveGroup(index, 'later') : undefined,
              }}
            />
          ))}
          <div>
            <button
              type="button"
              onClick={() =>
                groups.append(emptyGroup(), { shouldFocus: true, focusName: `groups.${groups.fields.length}.name` })
              }
              className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand/10"
            >
              {t('form.addGroup')}
            </button>
          </div>
        </section>
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
            onClick={() => onDone(null)}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
