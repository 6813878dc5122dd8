import type { RotaImportLine, RotaImportLineResult, RotaImportPreviewResult } from '@hc/shared';
import { createContext, use, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, invalidFieldClass } from '../../../../components/ui/field-styles';
import { useAdminFormat } from '../../../format';
import { DataTable, type Column } from '../../../list-kit';
import type { DecisionValue } from './rota-import-form-schema';

export const ROTA_IMPORT_NAMESPACE = 'pharmacy-calls';

const matchClass: Record<RotaImportLine['match'], string> = {
  matched: 'bg-emerald-100 text-emerald-900',
  unsure: 'bg-amber-100 text-amber-900',
  unknown: 'bg-sky-100 text-sky-900',
};

type DecisionState = {
  decisions: Record<number, DecisionValue>;
  onDecide: (line: number, value: DecisionValue) => void;
  /** Lines the import refused for want of a decision. */
  missing: ReadonlySet<number>;
  idPrefix: string;
};
// The decisions reach the cells through a context, so the table's columns stay the same objects and a
// select keeps its element (and the keyboard focus) when a decision changes.
const DecisionContext = createContext<DecisionState | null>(null);

/** One line's decision: one of its candidates, a new pharmacy, or skip (unsure lines start unchosen). */
function DecisionSelect({ row }: { row: RotaImportLine }) {
  const { t } = useTranslation(ROTA_IMPORT_NAMESPACE);
  const { decisions, onDecide, missing, idPrefix } = use(DecisionContext)!;
  const selectId = `${idPrefix}-decision-${row.line}`;
  const isMissing = missing.has(row.line);
  return (
    <span className="flex flex-col gap-1">
      <label htmlFor={selectId} className="sr-only">
        {t('import.decisionLabel', { line: row.line, name: row.name })}
      </label>
      <select
        id={selectId}
        value={decisions[row.line] ?? ''}
        onChange={(event) => onDecide(row.line, event.target.value)}
        aria-invalid={isMissing ? true : undefined}
        aria-describedby={isMissing ? `${selectId}-error` : undefined}
        className={`${isMissing ? invalidFieldClass : fieldClass} min-w-56`}
      >
        {row.match === 'unsure' ? <option value="">{t('import.decisions.choose')}</option> : null}
        {row.candidates.map((candidate) => (
          <option key={candidate.facilityId} value={String(candidate.facilityId)}>
            {t(candidate.isPhoneMatch ? 'import.decisions.candidatePhone' : 'import.decisions.candidate', {
              name: candidate.name,
              id: candidate.facilityId,
              score: Math.round(candidate.score * 100),
            })}
          </option>
        ))}
        <option value="new">{t('import.decisions.new')}</option>
        <option value="skip">{t('import.decisions.skip')}</option>
      </select>
      {isMissing ? (
        <span id={`${selectId}-error`} className="text-sm text-red-700">
          {t('import.decisions.required')}
        </span>
      ) : null}
    </span>
  );
}

type PreviewTableProps = Omit<DecisionState, 'idPrefix'> & { preview: RotaImportPreviewResult };

/** Each line read, how sure its pharmacy is, and the decision staff take (a candidate, a new pharmacy, skip). */
export function RotaImportPreviewTable({ preview, decisions, onDecide, missing }: PreviewTableProps) {
  const { t } = useTranslation(ROTA_IMPORT_NAMESPACE);
  const format = useAdminFormat();
  const idPrefix = useId();
  const columns = useMemo<Column<RotaImportLine>[]>(
    () => [
      { key: 'line', header: t('import.columns.line'), render: (row) => row.line },
      {
        key: 'pharmacy',
        header: t('import.columns.pharmacy'),
        render: (row) => (
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">{row.name}</span>
            {row.phoneText ? <span className="text-sm text-slate-700">{row.phoneText}</span> : null}
            {row.zone ? <span className="text-sm text-slate-600">{row.zone}</span> : null}
          </span>
        ),
      },
      {
        key: 'period',
        header: t('import.columns.period'),
        render: (row) => t('import.period', { from: format.dateTime(row.startsAt), to: format.dateTime(row.endsAt) }),
      },
      {
        key: 'match',
        header: t('import.columns.match'),
        render: (row) => (
          <span className="flex flex-col gap-1">
            <span className={`w-fit rounded px-2 py-0.5 text-sm font-semibold ${matchClass[row.match]}`}>
              {t(`import.matches.${row.match}`)}
            </span>
            {row.conflict ? (
              <span className="text-sm text-red-700">{t('import.conflictWith', { id: row.conflict.periodId })}</span>
            ) : null}
          </span>
        ),
      },
      { key: 'decision', header: t('import.columns.decision'), render: (row) => <DecisionSelect row={row} /> },
    ],
    // `format` is rebuilt each render; the language (t) is what changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  return (
    <DecisionContext value={{ decisions, onDecide, missing, idPrefix }}>
      <DataTable
        caption={t('import.preview.caption')}
        rows={preview.lines}
        rowKey={(row) => row.line}
        isPending={false}
        loadingText=""
        emptyText={t('import.preview.empty')}
        columns={columns}
      />
    </DecisionContext>
  );
}

/** What became of each line once imported (or why the import was refused). */
export function RotaImportResultTable({ lines }: { lines: RotaImportLineResult[] }) {
  const { t } = useTranslation(ROTA_IMPORT_NAMESPACE);
  return (
    <DataTable
      caption={t('import.result.caption')}
      rows={lines}
      rowKey={(row) => row.line}
      isPending={false}
      loadingText=""
      emptyText={t('import.preview.empty')}
      columns={[
        { key: 'line', header: t('import.columns.line'), render: (row) => row.line },
        { key: 'pharmacy', header: t('import.columns.pharmacy'), render: (row) => row.name },
        {
          key: 'outcome',
          header: t('import.columns.outcome'),
          render: (row) =>
            row.outcome === 'conflict'
              ? row.reason === 'not_public_pharmacy'
                ? t('import.outcomes.notPublic')
                : row.conflict
                  ? t('import.outcomes.overlap', { id: row.conflict.periodId })
                  : t('import.outcomes.overlapInList')
              : row.outcome === 'created' && row.isNewPharmacy
                ? t('import.outcomes.createdNew')
                : t(`import.outcomes.${row.outcome}`),
        },
      ]}
    />
  );
}
