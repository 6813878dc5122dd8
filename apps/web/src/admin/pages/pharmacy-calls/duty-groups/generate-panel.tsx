import { dutyGenerateSchema, type DutyGenerate, type DutyGenerateResult, DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/text-field';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { emptyToUndefined, useZodForm } from '../../../../lib/forms/use-zod-form';
import { useGenerateDuty } from '../api/duty-groups-api';

export const DUTY_GROUPS_NAMESPACE = 'duty-groups';

/** Dates and times as Douala reads them, whatever the browser's own zone. */
export function useDoualaFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  const dateTime = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DIRECTORY_TIME_ZONE,
  });
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar date (YYYY-MM-DD) shown as itself. */
    date: (day: string) => date.format(new Date(`${day}T12:00:00Z`)),
  };
}

function Preview({ result }: { result: DutyGenerateResult }) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const format = useDoualaFormat();
  const rows = result.weeks.flatMap((week) => week.rotas.map((rota) => ({ week: week.weekStart, ...rota })));
  const warningsId = useId();
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="text-slate-700">{t('generate.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('generate.caption')}</caption>
            <thead className="text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('generate.weekStart')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('generate.rota')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('generate.group')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('generate.toCreate')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('generate.existing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.week}-${row.rotaId}`} className="border-t border-slate-100">
                  <td className="py-1.5 pr-4">{format.date(row.week)}</td>
                  <th scope="row" className="py-1.5 pr-4 font-medium text-slate-900">
                    {row.rotaName}
                  </th>
                  <td className="py-1.5 pr-4">
                    {row.groupName ?? t('groupNumber', { number: row.groupPosition + 1 })}
                  </td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{row.toCreate}</td>
                  <td className="py-1.5 text-right tabular-nums">{row.existing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby={warningsId} className="flex flex-col gap-2">
        <h3 id={warningsId} className="font-semibold text-slate-900">
          {t('generate.warningsTitle')}
        </h3>
        {result.warnings.length === 0 ? (
          <p className="text-slate-700">{t('generate.noWarnings')}</p>
        ) : (
          <ul className="list-disc pl-5 text-amber-900" data-testid="duty-warnings">
            {result.warnings.map((warning) => (
              <li key={`${warning.rotaId}-${warning.startsAt}`}>
                {t('generate.warning', {
                  rota: warning.rotaName,
                  night: format.date(warning.night),
                  from: format.dateTime(warning.startsAt),
                  to: format.dateTime(warning.endsAt),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * "Generate": weeks and a first week → a preview (what would be created, per week and rota, and the
 * nights a town would have no pharmacy on duty) → Generate, with exactly the values previewed.
 */
export function GeneratePanel() {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const { t: tc } = useTranslation();
  const headingId = useId();
  const form = useZodForm(dutyGenerateSchema, { defaultValues: { weeks: 4 } });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const generate = useGenerateDuty();
  const [preview, setPreview] = useState<{ body: DutyGenerate; result: DutyGenerateResult } | null>(null);
  const [done, setDone] = useState<DutyGenerateResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A preview holds for the values it was made with: any change asks for a new one.
  useEffect(() => {
    const subscription = form.watch(() => setPreview(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const run = async (body: DutyGenerate, dryRun: boolean) => {
    setFailure(null);
    setDone(null);
    try {
      const result = await generate.mutateAsync({ body, dryRun });
      if (dryRun) setPreview({ body, result });
      else {
        setPreview(null);
        setDone(result);
      }
    } catch (error) {
      if (applyServerErrors(form, error)) setFailure(`${t('generate.error')}: ${describeError(error, tc)}`);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('generate.title')}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => run(body, true))(event)}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label={t('generate.weeks')}
          type="number"
          min={1}
          max={26}
          inputMode="numeric"
          error={errorOf('weeks')}
          {...form.register('weeks', { valueAsNumber: true })}
        />
        <TextField
          label={t('generate.from')}
          type="date"
          hint={t('generate.fromHint')}
          error={errorOf('from')}
          {...form.register('from', { setValueAs: emptyToUndefined })}
        />
        <button
          type="submit"
          disabled={generate.isPending}
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10 disabled:opacity-60"
        >
          {generate.isPending && !preview ? t('generate.previewing') : t('generate.preview')}
        </button>
      </form>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {done ? (
        <FormAlert tone="success">{t('generate.done', { created: done.created, existing: done.existing })}</FormAlert>
      ) : null}
      {preview ? (
        <>
          <p role="status" className="text-slate-800">
            {t('generate.summary', { created: preview.result.created, existing: preview.result.existing })}
          </p>
          <Preview result={preview.result} />
          <div>
            <button
              type="button"
              disabled={generate.isPending || preview.result.created === 0}
              onClick={() => void run(preview.body, false)}
              className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {generate.isPending ? t('generate.generating') : t('generate.generate')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
