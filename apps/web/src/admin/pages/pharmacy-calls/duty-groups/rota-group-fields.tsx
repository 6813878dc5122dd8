import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field';
import { decodeFieldError, translateFieldError } from '../../../../lib/forms/field-error';
import type { ZodForm } from '../../../../lib/forms/use-zod-form';
import { PickerField } from '../../../list-kit';
import { DUTY_GROUPS_NAMESPACE } from './generate-panel';
import type { rotaFormSchema } from './rota-form-schema';
import { RotaPharmacySearch, type ChosenPharmacy, type SearchPlace } from './rota-pharmacy-search';

type RotaForm = ZodForm<typeof rotaFormSchema>;

/** The id of a chosen pharmacy's Remove button (a server error on that pharmacy focuses it). */
export const memberButtonId = (formId: string, group: number, member: number) =>
  `${formId}-group-${group}-member-${member}`;

/** Which way a group moves in the turn order. */
export type MoveDirection = 'earlier' | 'later';

/** The id of a group's Move earlier / Move later button (the focus follows the group it moved). */
export const moveButtonId = (formId: string, group: number, direction: MoveDirection) =>
  `${formId}-group-${group}-move-${direction}`;

const secondaryButton =
  'rounded-md border border-brand px-2.5 py-1.5 text-sm font-semibold text-brand hover:bg-brand/10';

type RotaGroupFieldsProps = {
  form: RotaForm;
  formId: string;
  index: number;
  place: SearchPlace;
  /** Every pharmacy in a group of the rota (one pharmacy belongs to one group). */
  takenIds: ReadonlySet<number>;
  /** Removes the group; absent when it is the only one. */
  onRemove?: (() => void) | undefined;
  /** Moves the group one place in the turn order; absent for the first (earlier) and the last (later). */
  onMove?: Partial<Record<MoveDirection, (() => void) | undefined>> | undefined;
};

/** One group of the rota, in turn order: its name, its pharmacies as removable rows, and the search that adds one. */
export function RotaGroupFields({ form, formId, index, place, takenIds, onRemove, onMove }: RotaGroupFieldsProps) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const { t: tc } = useTranslation();
  const members = useWatch({ control: form.control, name: `groups.${index}.members` }) ?? [];
  const groupErrors = form.formState.errors.groups?.[index];
  const groupLabel = t('groupNumber', { number: index + 1 });

  /** A rota-specific message where there is one ('Already in another group'), else the shared one. */
  const messageOf = (token: string | undefined) => {
    if (!token) return undefined;
    const { code } = decodeFieldError(token);
    return t(`memberErrors.${code}`, { defaultValue: translateFieldError(tc, token) });
  };
  const membersError = groupErrors?.members?.message ?? groupErrors?.members?.root?.message;

  const setMembers = (next: ChosenPharmacy[]) => {
    form.clearErrors(`groups.${index}.members`);
    form.setValue(`groups.${index}.members`, next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{groupLabel}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('form.groupName', { group: groupLabel })}
          hint={t('form.groupNameHint')}
          error={messageOf(groupErrors?.name?.message)}
          {...form.register(`groups.${index}.name`)}
        />
        {(['earlier', 'later'] as const).map((direction) => {
          const move = onMove?.[direction];
          if (!move) return null;
          return (
            <button
              key={direction}
              type="button"
              id={moveButtonId(formId, index, direction)}
              aria-label={t(direction === 'earlier' ? 'form.moveEarlierLabel' : 'form.moveLaterLabel', {
                group: groupLabel,
              })}
              onClick={move}
              className={secondaryButton}
            >
              <span aria-hidden="true">{direction === 'earlier' ? '↑ ' : '↓ '}</span>
              {t(direction === 'earlier' ? 'form.moveEarlier' : 'form.moveLater')}
            </button>
          );
        })}
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="rounded-md border border-red-700 px-2.5 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('form.removeGroup', { group: groupLabel })}
          </button>
        ) : null}
      </div>
      <PickerField
        label={t('form.groupPharmacies', { group: groupLabel })}
        error={membersError ? t('form.groupEmpty') : undefined}
      >
        {members.length === 0 ? (
          <p className="text-sm text-slate-600">{t('form.noPharmacyYet')}</p>
        ) : (
          <ul aria-label={t('form.groupPharmacies', { group: groupLabel })} className="flex flex-col gap-1">
            {members.map((member, m) => {
              const error = messageOf(groupErrors?.members?.[m]?.message);
              const errorId = `${memberButtonId(formId, index, m)}-error`;
              return (
                <li
                  key={member.id}
                  className={`flex flex-wrap items-center gap-3 rounded-md border px-3 py-1.5 ${
                    error ? 'border-red-400 bg-red-50' : 'border-slate-300 bg-slate-50'
                  }`}
                >
                  <span className="min-w-0 flex-1 text-slate-900">
                    <span className="font-mono text-sm text-slate-600">#{member.id}</span> {member.name}
                  </span>
                  <button
                    type="button"
                    id={memberButtonId(formId, index, m)}
                    aria-label={t('form.removeMember', { name: member.name, group: groupLabel })}
                    aria-describedby={error ? errorId : undefined}
                    onClick={() => setMembers(members.filter((_, at) => at !== m))}
                    className="rounded-md border border-brand px-2.5 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
                  >
                    {t('form.remove')}
                  </button>
                  {error ? (
                    <p id={errorId} className="w-full text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <RotaPharmacySearch
          groupLabel={groupLabel}
          place={place}
          takenIds={takenIds}
          onChoose={(pharmacy) => setMembers([...members, pharmacy])}
        />
      </PickerField>
    </fieldset>
  );
}
