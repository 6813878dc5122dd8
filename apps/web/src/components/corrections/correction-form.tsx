import { CORRECTION_CONTACT_MAX, CORRECTION_HONEYPOT_FIELD, CORRECTION_NOTE_MAX } from '@hc/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../lib/analytics/track';
import { ApiClientError } from '../../lib/api-client';
import { submitCorrection } from './api/submit-correction';
import { describeError } from '../../lib/describe-error';
import { bindFieldErrors, decodeFieldError } from '../../lib/forms/field-error';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { unknownHours } from '../../lib/forms/weekly-hours';
import { setHours, WeeklyHoursDays } from '../hours/weekly-hours-editor';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../ui/field-styles';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { correctionFormPathOf, correctionFormSchema, emptyCorrection, startingWeek } from './correction-form-schema';
import { PositionFields } from './position-fields';
import type { CorrectionTarget } from './suggest-correction';

/** What the form says above its fields, translated when shown. */
type Notice = { kind: 'nothingProposed' } | { kind: 'failed'; error: unknown };

const isNothingProposed = (code: string | undefined) => decodeFieldError(code ?? '').code === 'required';

const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-brand';
const toggleClass = 'flex items-start gap-3 rounded-lg border border-slate-300 p-3 font-medium text-slate-900';

/**
 * A visitor's correction (issue 9): new phone, address, hours or position, "closed permanently" or
 * "not a health facility", with a note and a contact, checked by the shared schema before sending.
 */
export function CorrectionForm({ facility, onDone }: { facility: CorrectionTarget; onDone: () => void }) {
  const { t } = useTranslation('corrections');
  const { t: tc } = useTranslation();
  const form = useZodForm(correctionFormSchema, { defaultValues: emptyCorrection() });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isSent, setIsSent] = useState(false);
  const [hasPosition, setHasPosition] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  const noteId = useId();
  const hoursErrorId = useId();
  // Hours "known" are the ones proposed: the box below is the editor's switch.
  const hasHours = form.watch('hours.known');
  const hoursError = errorOf('hours');

  useEffect(() => {
    if (isSent) thanks.current?.focus();
  }, [isSent]);

  const toggleHours = (on: boolean) => {
    setHours(form, 'hours', on ? startingWeek(facility.openingHours) : unknownHours());
    if (!on) form.clearErrors('hours');
  };
  const togglePosition = (on: boolean) => {
    setHasPosition(on);
    if (!on) {
      form.setValue('latitude', undefined);
      form.setValue('longitude', undefined);
      form.clearErrors(['latitude', 'longitude']);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setNotice(null);
      try {
        await submitCorrection(facility.id, values);
        setIsSent(true);
        track({ type: 'correction_sent', facilityId: facility.id });
      } catch (error) {
        const isLeft = applyServerErrors(form, error, { pathOf: correctionFormPathOf });
        const nothing =
          error instanceof ApiClientError && error.fields?.some((f) => f.path === 'request' && f.code === 'required');
        setNotice(nothing ? { kind: 'nothingProposed' } : isLeft ? { kind: 'failed', error } : null);
      }
    },
    (errors) => {
      const request = (errors as Record<string, { message?: string } | undefined>).request;
      setNotice(request && isNothingProposed(request.message) ? { kind: 'nothingProposed' } : null);
    },
  );

  if (isSent) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 text-slate-900">
        <h3 ref={thanks} tabIndex={-1} className="text-lg font-bold outline-none">
          {t('success.title')}
        </h3>
        <p>{t('success.message')}</p>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {t('success.close')}
        </button>
      </div>
    );
  }

  const failure = notice?.kind === 'failed' ? notice.error : null;
  const failureText =
    failure instanceof ApiClientError && failure.status === 429
      ? t('errors.rateLimited')
      : failure instanceof ApiClientError && failure.status === 404
        ? t('errors.notFound')
        : failure instanceof ApiClientError && failure.status === 413
          ? t('errors.tooLarge')
          : failure
            ? describeError(failure, tc)
            : null;
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-slate-900">
      <p>{t('dialog.intro', { name: facility.name })}</p>
      {notice?.kind === 'nothingProposed' ? <FormAlert>{t('errors.nothingProposed')}</FormAlert> : null}
      {failureText ? <FormAlert>{failureText}</FormAlert> : null}

      <TextField
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t('form.phoneHint')}
        error={errorOf('phone')}
        {...form.register('phone')}
      />
      <TextField
        label={t('form.address')}
        autoComplete="off"
        error={errorOf('address')}
        {...form.register('address')}
      />

      <label className={toggleClass}>
        <input
          type="checkbox"
          className={checkboxClass}
          {...form.register('hours.known', {
            onChange: (e: { target: HTMLInputElement }) => toggleHours(e.target.checked),
          })}
        />
        {t('form.hours.toggle')}
      </label>
      {hasHours ? (
        <fieldset
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
          aria-describedby={hoursError ? hoursErrorId : undefined}
        >
          <legend className="px-1 font-semibold text-slate-900">{t('form.hours.legend')}</legend>
          {hoursError ? (
            <p id={hoursErrorId} className="text-sm font-medium text-red-700">
              {hoursError}
            </p>
          ) : null}
          <WeeklyHoursDays form={form} name="hours" errorOf={errorOf} />
        </fieldset>
      ) : null}

      <label className={toggleClass}>
        <input
          type="checkbox"
          className={checkboxClass}
          checked={hasPosition}
          onChange={(e) => togglePosition(e.target.checked)}
        />
        {t('form.position.toggle')}
      </label>
      {hasPosition ? <PositionFields form={form} facility={facility} /> : null}

      <label className={toggleClass}>
        <input type="checkbox" className={checkboxClass} {...form.register('closedPermanently')} />
        {t('form.closedPermanently')}
      </label>
      <label className={toggleClass}>
        <input type="checkbox" className={checkboxClass} {...form.register('notHealthFacility')} />
        {t('form.notHealthFacility')}
      </label>

      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className={fieldLabelClass}>
          {t('form.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={CORRECTION_NOTE_MAX}
          aria-invalid={errorOf('note') ? true : undefined}
          aria-describedby={`${noteId}-hint${errorOf('note') ? ` ${noteId}-error` : ''}`}
          className={errorOf('note') ? invalidFieldClass : fieldClass}
          {...form.register('note')}
        />
        <p id={`${noteId}-hint`} className="text-sm text-slate-600">
          {t('form.noteHint', { max: CORRECTION_NOTE_MAX })}
        </p>
        {errorOf('note') ? (
          <p id={`${noteId}-error`} className="text-sm font-medium text-red-700">
            {errorOf('note')}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('form.contact')}
        autoComplete="email"
        maxLength={CORRECTION_CONTACT_MAX}
        hint={t('form.contactHint')}
        error={errorOf('contact')}
        {...form.register('contact')}
      />

      {/* The honeypot: out of sight and out of reach, so only a robot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          {t('form.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register(CORRECTION_HONEYPOT_FIELD)} />
        </label>
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('form.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {isSubmitting ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
