import {
  ROTA_IMPORT_MAX_BYTES,
  ROTA_IMPORT_MAX_LINES,
  type RotaImportDecision,
  type RotaImportPreviewResult,
  type RotaImportResult,
} from '@hc/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../../components/ui/field-styles';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChevronLeftIcon } from '../../../../components/ui/icons';
import { TextField } from '../../../../components/ui/text-field';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { bindFieldErrors } from '../../../../lib/forms/field-error';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { actionButtonClass, LocationFields, type LocationFieldLabels } from '../../../list-kit';
import { RotaImportRejectedError, useCommitRotaImport, usePreviewRotaImport } from '../api/rota-import-api';
import {
  rotaImportFormSchema,
  toPreviewBody,
  type DecisionValue,
  type RotaImportFormValues,
} from './rota-import-form-schema';
import { ROTA_IMPORT_NAMESPACE, RotaImportPreviewTable, RotaImportResultTable } from './rota-import-lines';

export const pharmacyCallsListPath = '/admin-dashboard/pharmacy-calls';

const primaryButtonClass =
  'inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';

/** The decision a line starts with: its match, a new pharmacy when none is alike, nothing when unsure. */
function initialDecisions(preview: RotaImportPreviewResult): Record<number, DecisionValue> {
  const decisions: Record<number, DecisionValue> = {};
  for (const line of preview.lines)
    decisions[line.line] =
      line.match === 'matched' ? String(line.candidates[0]!.facilityId) : line.match === 'unknown' ? 'new' : '';
  return decisions;
}

const toDecision = (line: number, value: DecisionValue): RotaImportDecision =>
  value === 'new' || value === 'skip' ? { line, action: value } : { line, action: 'use', facilityId: Number(value) };

/**
 * Import a published rota (docs/decisions/2026-11-28-rota-list-import.md): paste the list (or choose a
 * text or CSV file), choose its town, read it; each line shows how sure its pharmacy is and takes a
 * decision (a candidate, a new pharmacy awaiting review, skip); then import, all or nothing, and see
 * what became of each line.
 */
export function RotaImportPage() {
  const { t } = useTranslation([ROTA_IMPORT_NAMESPACE, 'forms']);
  const { t: tc } = useTranslation();
  const id = useId();
  useDocumentTitle(t('import.title'));
  const form = useZodForm(rotaImportFormSchema, {
    defaultValues: { regionId: '', divisionId: '', subdivisionId: '', week: '', text: '' },
  });
  const errorOf = bindFieldErrors(t, form.formState.errors);
  const previewing = usePreviewRotaImport();
  const committing = useCommitRotaImport();
  const [preview, setPreview] = useState<{ values: RotaImportFormValues; result: RotaImportPreviewResult } | null>(
    null,
  );
  const [decisions, setDecisions] = useState<Record<number, DecisionValue>>({});
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<{ result: RotaImportResult; isRejected: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const placeLabels: LocationFieldLabels = {
    region: t('import.region'),
    division: t('import.town'),
    subdivision: t('import.zone'),
    noRegion: t('import.noRegion'),
    noDivision: t('import.noDivision'),
    noSubdivision: t('import.wholeTown'),
    chooseRegionFirst: t('import.chooseRegionFirst'),
    chooseDivisionFirst: t('import.chooseDivisionFirst'),
    loading: t('import.placesLoading'),
    loadError: t('import.placesError'),
  };

  const describe = (error: unknown) => {
    if (error instanceof ApiClientError && error.status === 413)
      return t('import.tooLarge', { lines: ROTA_IMPORT_MAX_LINES, size: ROTA_IMPORT_MAX_BYTES / 1024 });
    if (error instanceof ApiClientError && error.status === 403) return t('import.outsideRegion');
    return t('import.failed', { reason: describeError(error, tc) });
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > ROTA_IMPORT_MAX_BYTES) {
      setFailure(t('import.tooLarge', { lines: ROTA_IMPORT_MAX_LINES, size: ROTA_IMPORT_MAX_BYTES / 1024 }));
      return;
    }
    form.setValue('text', await file.text(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const read = form.handleSubmit(async (values) => {
    setFailure(null);
    setOutcome(null);
    setMissing(new Set());
    try {
      const result = await previewing.mutateAsync(toPreviewBody(values));
      setPreview({ values, result });
      setDecisions(initialDecisions(result));
    } catch (error) {
      setPreview(null);
      setFailure(describe(error));
    }
  });

  const confirm = async () => {
    if (!preview) return;
    const undecided = preview.result.lines.filter((line) => !decisions[line.line]).map((line) => line.line);
    setMissing(new Set(undecided));
    if (undecided.length > 0) {
      setFailure(t('import.decisions.missing', { count: undecided.length }));
      return;
    }
    setFailure(null);
    try {
      const result = await committing.mutateAsync({
        ...toPreviewBody(preview.values),
        text: preview.result.text,
        decisions: preview.result.lines.map((line) => toDecision(line.line, decisions[line.line]!)),
      });
      setOutcome({ result, isRejected: false });
    } catch (error) {
      if (error instanceof RotaImportRejectedError) setOutcome({ result: error.result, isRejected: true });
      else setFailure(describe(error));
    }
  };

  const toImport = preview
    ? preview.result.lines.filter((line) => decisions[line.line] && decisions[line.line] !== 'skip').length
    : 0;
  const textError = errorOf('text');
  const isDone = outcome !== null && !outcome.isRejected;

  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <Link
        to={pharmacyCallsListPath}
        className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {t('import.back')}
      </Link>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {t('import.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('import.intro')}</p>
      </div>

      <form
        noValidate
        onSubmit={(event) => void read(event)}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-2"
      >
        <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">{t('import.place')}</legend>
          <LocationFields form={form} idType="text" labels={placeLabels} errorOf={errorOf} />
        </fieldset>
        <TextField type="date" label={t('import.week')} hint={t('import.weekHint')} {...form.register('week')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className={fieldLabelClass}>
            {t('import.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void readFile(event)}
            className="block w-full rounded-md border border-slate-300 p-2 text-sm"
          />
        </div>
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={`${id}-text`} className={fieldLabelClass}>
            {t('import.text')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={12}
            aria-invalid={textError ? true : undefined}
            aria-describedby={`${id}-text-hint${textError ? ` ${id}-text-error` : ''}`}
            className={`${textError ? invalidFieldClass : fieldClass} font-mono text-sm`}
            {...form.register('text')}
          />
          <p id={`${id}-text-hint`} className="text-sm text-slate-600">
            {t('import.textHint', { lines: ROTA_IMPORT_MAX_LINES })}
          </p>
          {textError ? (
            <p id={`${id}-text-error`} className="text-sm text-red-700">
              {textError}
            </p>
          ) : null}
        </div>
        <div className="md:col-span-2">
          <button type="submit" className={actionButtonClass} disabled={previewing.isPending}>
            {previewing.isPending ? t('import.reading') : t('import.read')}
          </button>
        </div>
      </form>

      {/* Always present, so results are announced when they arrive. */}
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {preview && !outcome ? (
          <p className="font-medium text-slate-900">
            {t('import.summary', {
              lines: preview.result.lines.length,
              matched: preview.result.counts.matched,
              unsure: preview.result.counts.unsure,
              unknown: preview.result.counts.unknown,
            })}
          </p>
        ) : null}
        {isDone ? (
          <p className="font-medium text-slate-900">
            {t('import.done', {
              periods: outcome.result.counts.periods,
              pharmacies: outcome.result.counts.newPharmacies,
              skipped: outcome.result.counts.skipped,
            })}
          </p>
        ) : null}
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {outcome?.isRejected ? (
        <FormAlert>{t('import.rejected', { count: outcome.result.counts.conflicts })}</FormAlert>
      ) : null}

      {preview && preview.result.problems.length > 0 ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 className="font-semibold text-slate-900">{t('import.problemsTitle')}</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
            {preview.result.problems.map((problem) => (
              <li key={problem.line}>
                {t('import.problem', { line: problem.line, text: problem.text })} —{' '}
                {t(`import.problems.${problem.code}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {preview && !isDone ? (
        <>
          <RotaImportPreviewTable
            preview={preview.result}
            decisions={decisions}
            missing={missing}
            onDecide={(line, value) => {
              setDecisions((current) => ({ ...current, [line]: value }));
              setMissing((current) => new Set([...current].filter((n) => n !== line)));
            }}
          />
          <div>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={committing.isPending || preview.result.lines.length === 0}
              className={primaryButtonClass}
            >
              {committing.isPending ? t('import.importing') : t('import.confirm', { count: toImport })}
            </button>
          </div>
        </>
      ) : null}

      {outcome ? <RotaImportResultTable lines={outcome.result.lines} /> : null}
      {isDone ? (
        <Link to={pharmacyCallsListPath} className="w-fit font-semibold text-brand underline underline-offset-2">
          {t('import.backToList')}
        </Link>
      ) : null}
    </section>
  );
}
