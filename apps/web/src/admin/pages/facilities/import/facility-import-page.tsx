import {
  FACILITY_IMPORT_MAX_BYTES,
  FACILITY_IMPORT_MAX_ROWS,
  facilityImportColumns,
  importColumnHeader,
  type FacilityImportReport,
} from '@hc/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../../components/ui/icons';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ImportRejectedError, sendFacilityImport, useRefreshFacilities } from '../api/facility-import-api';
import { useAdminFormat } from '../../../format';
import { actionButtonClass } from '../../../list-kit';
import { IMPORT_NAMESPACE, ImportReport } from './import-report';
import { TemplateLinks } from './template-links';

export const facilitiesListPath = '/admin-dashboard/facilities';
const maxMegabytes = FACILITY_IMPORT_MAX_BYTES / (1024 * 1024);

type Action = 'check' | 'import';
/** Sending the file (with its progress), then waiting while the server reads it. */
type Progress = { action: Action; percent: number | null };
/** The last answer: a check's report, an import's result, or a refused import with its report. */
type Outcome = { action: Action; report: FacilityImportReport; isRejected: boolean };

const primaryButtonClass =
  'inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Import facilities from a CSV (docs/decisions/2026-11-23-facility-import-and-merge.md): choose a file, "Check file" (a dry run that
 * lists every problem by row and column), then "Import", offered only once this very file checked
 * clean; a progress bar while the file is sent and read; the result, then back to the list.
 */
export function FacilityImportPage() {
  const { t, i18n } = useTranslation([IMPORT_NAMESPACE, 'forms']);
  const columnLanguage = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const refreshFacilities = useRefreshFacilities();
  const fileId = useId();
  const fileHintId = useId();
  const progressId = useId();
  useDocumentTitle(t('import.title'));

  const [file, setFile] = useState<File | null>(null);
  /** The file whose check found no problem: the only one Import accepts. */
  const [cleanFile, setCleanFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const isBusy = progress !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setCleanFile(null);
    setOutcome(null);
    setFailure(
      chosen && chosen.size > FACILITY_IMPORT_MAX_BYTES ? t('import.fileTooLarge', { size: maxMegabytes }) : null,
    );
  };

  const run = async (action: Action) => {
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setOutcome(null);
    setProgress({ action, percent: 0 });
    try {
      const report = await sendFacilityImport(file, action === 'check', {
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) =>
          setProgress({ action, percent: total > 0 ? Math.round((loaded / total) * 100) : null }),
        onUploaded: () => setProgress({ action, percent: null }),
      });
      setOutcome({ action, report, isRejected: false });
      setCleanFile(action === 'check' && report.errorCount === 0 ? file : null);
      if (action === 'import') void refreshFacilities();
    } catch (error) {
      if (controller.signal.aborted) return;
      setCleanFile(null);
      // A refused check is still a check: its report lists the problems.
      if (error instanceof ImportRejectedError)
        setOutcome({ action, report: error.report, isRejected: action === 'import' });
      else if (error instanceof ApiClientError && error.status === 413)
        setFailure(t('import.result.tooLarge', { size: maxMegabytes }));
      else setFailure(t('import.result.failed', { reason: describeError(error, tc) }));
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  const progressText = !progress
    ? ''
    : progress.percent !== null && progress.percent < 100
      ? t('import.progress.uploading', { percent: progress.percent })
      : progress.action === 'check'
        ? t('import.progress.checking')
        : t('import.progress.importing');

  let result: string | null = null;
  if (outcome && !outcome.isRejected) {
    const { counts } = outcome.report;
    if (outcome.action === 'import')
      result = t('import.result.imported', {
        created: format.number(counts.create),
        updated: format.number(counts.update),
        unchanged: format.number(counts.unchanged),
      });
    else if (outcome.report.errorCount === 0)
      result = t('import.result.checkedOk', { rows: format.number(counts.rows) });
    else
      result = t('import.result.checkedErrors', {
        rows: format.number(counts.rows),
        count: outcome.report.errorCount,
      });
  }
  const isImported = outcome?.action === 'import' && !outcome.isRejected;

  return (
    <section className="flex flex-col gap-6" aria-labelledby={`${fileId}-title`}>
      <Link
        to={facilitiesListPath}
        className="inline-flex w-fit items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        {t('back')}
      </Link>
      <div>
        <h1 id={`${fileId}-title`} className="text-2xl font-bold text-slate-900">
          {t('import.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('import.intro')}</p>
        <TemplateLinks />
      </div>

      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('import.rulesTitle')}</summary>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>{t('import.rules.match')}</li>
          <li>{t('import.rules.staffWork')}</li>
          <li>{t('import.rules.source')}</li>
          <li>{t('import.rules.formats')}</li>
          <li>{t('import.rules.version')}</li>
          <li>{t('import.rules.cells')}</li>
          <li>{t('import.rules.limits', { rows: format.number(FACILITY_IMPORT_MAX_ROWS), size: maxMegabytes })}</li>
        </ul>
        <p className="mt-3 break-words">
          {t('import.columns', {
            columns: facilityImportColumns.map((column) => importColumnHeader(column, columnLanguage)).join(', '),
          })}
        </p>
      </details>

      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-semibold text-slate-900">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileHintId}
            onChange={choose}
            disabled={isBusy}
            className="block w-full max-w-xl rounded-md border border-slate-300 p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-brand/10 file:px-3 file:py-1.5 file:font-semibold file:text-brand"
          />
          <p id={fileHintId} className="text-sm text-slate-600">
            {t('import.fileHint')}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void run('check')}
            disabled={!file || isBusy || file.size > FACILITY_IMPORT_MAX_BYTES}
            className={actionButtonClass}
          >
            {t('import.check')}
          </button>
          <button
            type="button"
            onClick={() => void run('import')}
            disabled={!file || file !== cleanFile || isBusy}
            aria-describedby={`${fileId}-submit-hint`}
            className={primaryButtonClass}
          >
            {t('import.submit')}
          </button>
          <span id={`${fileId}-submit-hint`} className="text-sm text-slate-600">
            {t('import.submitHint')}
          </span>
        </div>

        {progress ? (
          <div className="flex max-w-xl flex-col gap-1">
            <label htmlFor={progressId} className="text-sm font-medium text-slate-800">
              {progressText}
            </label>
            <progress
              id={progressId}
              max={100}
              {...(progress.percent !== null && progress.percent < 100 ? { value: progress.percent } : {})}
              className="h-3 w-full accent-brand"
            />
          </div>
        ) : null}

        {/* Always present, so the result is announced when it arrives. */}
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {result ? <p className="font-medium text-slate-900">{result}</p> : null}
          {isImported ? (
            <Link to={facilitiesListPath} className="w-fit font-semibold text-brand underline underline-offset-2">
              {t('import.result.backToList')}
            </Link>
          ) : null}
        </div>
        {outcome?.isRejected ? <FormAlert>{t('import.result.rejected')}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>

      {outcome ? <ImportReport report={outcome.report} isDone={isImported} /> : null}
    </section>
  );
}
