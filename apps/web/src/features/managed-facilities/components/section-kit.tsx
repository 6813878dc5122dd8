import type { ManagedFacility, ManagedFacilityUpdate } from '@hc/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm, type FormSchema, type ZodForm } from '../../../lib/forms/use-zod-form';
import type { input, output } from 'zod';
import { useUpdateMyFacility } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';

/** How a section's last save ended: saved, refused (shown on the form), or refused as stale (409). */
type Outcome =
  { kind: 'saved' } | { kind: 'failed'; error: unknown } | { kind: 'conflict'; isReloaded: boolean } | null;

export type SectionSetup<S extends FormSchema> = {
  facility: ManagedFacility;
  schema: S;
  /** The section's form values of a facility as read (or as saved). */
  valuesOf: (facility: ManagedFacility) => input<S>;
  /** The PATCH fields of the form's parsed values (the version is added). */
  toBody: (values: output<S>) => Omit<ManagedFacilityUpdate, 'version'>;
  /** Where an API field error shows in this form (null: not on a field). */
  pathOf?: (apiPath: string) => string | null;
  /** Reads the facility again (after a 409). */
  reload: () => Promise<unknown>;
};

/**
 * One section of the facility page: its own form, save and messages. Each save sends the version of the
 * last read (the record's cache, which a save of another section moves on); a 409 keeps what was typed
 * and offers to read the latest version, after which the form is saved again with it. A section nobody
 * is editing follows the record when it changes.
 */
export function useManagerSection<S extends FormSchema>(setup: SectionSetup<S>) {
  const { facility, schema, valuesOf, toBody, pathOf, reload } = setup;
  const form = useZodForm(schema, { defaultValues: valuesOf(facility) as never });
  const update = useUpdateMyFacility(facility.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isReloading, setIsReloading] = useState(false);
  const latest = useRef(setup);
  latest.current = setup;

  // A new read (another section's save, a reload) refreshes this form only if nothing here is typed.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(latest.current.valuesOf(latest.current.facility) as never);
  }, [facility.version, form]);

  const submit = form.handleSubmit(
    (values) => {
      if (update.isPending) return;
      setOutcome(null);
      update.mutate(
        { ...toBody(values as output<S>), version: facility.version },
        {
          onSuccess: (answer) => {
            form.reset((answer?.data ? valuesOf(answer.data) : form.getValues()) as never);
            setOutcome({ kind: 'saved' });
          },
          onError: (error) => {
            if (error instanceof ApiClientError && error.status === 409) {
              setOutcome({ kind: 'conflict', isReloaded: false });
              return;
            }
            const isLeft = applyServerErrors(form as never, error, pathOf ? { pathOf } : {});
            setOutcome(isLeft ? { kind: 'failed', error } : null);
          },
        },
      );
    },
    () => setOutcome(null),
  );

  const reloadLatest = async () => {
    setIsReloading(true);
    try {
      await reload();
      setOutcome({ kind: 'conflict', isReloaded: true });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setIsReloading(false);
    }
  };

  return {
    form: form as ZodForm<S>,
    submit,
    isSaving: update.isPending,
    outcome,
    onReload: () => void reloadLatest(),
    isReloading,
  };
}

export type ManagerSectionState = Pick<
  ReturnType<typeof useManagerSection<FormSchema>>,
  'submit' | 'isSaving' | 'outcome' | 'onReload' | 'isReloading'
>;

/** What another account's save means for the user, and the way to go on without losing what they typed. */
function ConflictNotice({ isReloaded, onReload, isReloading }: { isReloaded: boolean } & ReloadProps) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [isReloaded]);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
    >
      <p className="font-semibold">{isReloaded ? t('conflict.reloadedTitle') : t('conflict.title')}</p>
      <p>{isReloaded ? t('conflict.reloadedText') : t('conflict.text')}</p>
      {isReloaded ? null : (
        <button
          type="button"
          onClick={onReload}
          disabled={isReloading}
          className="w-fit rounded-md bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 disabled:opacity-70"
        >
          {isReloading ? t('conflict.reloading') : t('conflict.reload')}
        </button>
      )}
    </div>
  );
}

type ReloadProps = { onReload: () => void; isReloading: boolean };

/** The frame of a section: heading, intro, the form with its fields, its messages and its own Save. */
export function ManagerSection({
  title,
  intro,
  saveLabel,
  savedText,
  state,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The Save button's words, naming what it saves (a page has several). */
  saveLabel: string;
  savedText: string;
  state: ManagerSectionState;
  children: ReactNode;
}) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const { t: tc } = useTranslation();
  const headingId = useId();
  const { submit, isSaving, outcome, onReload, isReloading } = state;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
      >
        {children}
        {outcome?.kind === 'conflict' ? (
          <ConflictNotice isReloaded={outcome.isReloaded} onReload={onReload} isReloading={isReloading} />
        ) : null}
        {outcome?.kind === 'saved' ? <FormAlert tone="success">{savedText}</FormAlert> : null}
        {outcome?.kind === 'failed' ? <FormAlert>{describeError(outcome.error, tc)}</FormAlert> : null}
        <button
          type="submit"
          disabled={isSaving}
          className="w-fit rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 disabled:opacity-60"
        >
          {isSaving ? t('section.saving') : saveLabel}
        </button>
      </form>
    </section>
  );
}
