import type { FacilityImportError, FacilityImportReport } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../format';

export const IMPORT_NAMESPACE = 'facility-import';

/**
 * The text of one problem in the reader's language: the import's own wording of the code first
 * (`facility-import:codes.*`), else the field message every form uses (`forms:fieldErrors.*`).
 */
export function useProblemText() {
  const { t } = useTranslation([IMPORT_NAMESPACE, 'forms']);
  return (error: Pick<FacilityImportError, 'code' | 'params'>) =>
    t([`codes.${error.code}`, `forms:fieldErrors.${error.code}`, 'forms:fieldErrors.invalid'], error.params ?? {});
}

/** What a check found (or an import did): the counts, the rows kept as staff left them, and every problem. */
export function ImportReport({ report, isDone }: { report: FacilityImportReport; isDone: boolean }) {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const format = useAdminFormat();
  const problemText = useProblemText();
  const counts = [
    ['rows', report.counts.rows],
    ['create', report.counts.create],
    ['update', report.counts.update],
    ['unchanged', report.counts.unchanged],
    ['kept', report.counts.kept],
  ] as const;

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="import-counts-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="import-counts-title" className="mb-3 text-lg font-semibold text-slate-900">
          {isDone ? t('import.counts.doneTitle') : t('import.counts.checkTitle')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map(([key, value]) => (
            <div key={key} className="rounded-md border-l-4 border-brand bg-slate-50 px-3 py-2">
              <dt className="text-sm text-slate-700">{t(`import.counts.${key}`)}</dt>
              <dd className="text-xl font-bold text-slate-900" data-testid={`import-count-${key}`}>
                {format.number(value)}
              </dd>
            </div>
          ))}
        </dl>
        {report.keptRows.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('import.keptRows', { rows: report.keptRows.map((row) => format.number(row)).join(', ') })}
          </p>
        ) : null}
      </section>

      <IssueTable
        tone="warning"
        caption={t('import.warnings.caption', { count: report.warningCount })}
        problemHeader={t('import.warnings.note')}
        issues={report.warnings.map((warning) => ({
          row: warning.row,
          column: warning.column,
          text: t(`warnings.${warning.code}`),
        }))}
        truncated={
          report.warningCount > report.warnings.length
            ? t('import.warnings.truncated', {
                shown: format.number(report.warnings.length),
                count: format.number(report.warningCount),
              })
            : null
        }
      />
      <IssueTable
        tone="error"
        caption={t('import.errors.caption', { count: report.errorCount })}
        problemHeader={t('import.errors.problem')}
        issues={report.errors.map((error) => ({ row: error.row, column: error.column, text: problemText(error) }))}
        truncated={
          report.errorCount > report.errors.length
            ? t('import.errors.truncated', {
                shown: format.number(report.errors.length),
                count: format.number(report.errorCount),
              })
            : null
        }
      />
    </div>
  );
}

const tones = {
  warning: { border: 'border-amber-200', caption: 'text-amber-900' },
  error: { border: 'border-red-200', caption: 'text-red-800' },
} as const;

/** The report's problems or warnings: row, column and what to do, scrollable on a phone; nothing when empty. */
function IssueTable(props: {
  tone: keyof typeof tones;
  caption: string;
  problemHeader: string;
  issues: { row: number | null; column: string | null; text: string }[];
  truncated: string | null;
}) {
  const { t } = useTranslation(IMPORT_NAMESPACE);
  const format = useAdminFormat();
  if (props.issues.length === 0) return null;
  const tone = tones[props.tone];
  return (
    <div
      role="region"
      aria-label={props.caption}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg border ${tone.border} bg-white`}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className={`px-4 py-3 text-left font-semibold ${tone.caption}`}>{props.caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('import.errors.row')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('import.errors.column')}
            </th>
            <th scope="col" className="px-4 py-2">
              {props.problemHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.issues.map((issue, index) => (
            <tr key={index} className="border-t border-slate-200 align-top">
              <td className="whitespace-nowrap px-4 py-2 font-mono text-slate-900">
                {issue.row === null ? t('import.errors.wholeFile') : format.number(issue.row)}
              </td>
              <td className="px-4 py-2 text-slate-900">{issue.column ?? t('import.errors.wholeRow')}</td>
              <td className="px-4 py-2 text-slate-800">{issue.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.truncated ? <p className="px-4 py-3 text-sm text-slate-700">{props.truncated}</p> : null}
    </div>
  );
}
