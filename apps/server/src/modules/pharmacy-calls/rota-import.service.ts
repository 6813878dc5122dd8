import type { Db } from '@hc/db';
import {
  fieldError,
  NAME_MAX,
  ROTA_IMPORT_MAX_BYTES,
  ROTA_IMPORT_MAX_LINES,
  type FacilityChanges,
  type FieldError,
  type RotaImportCommit,
  type RotaImportDecision,
  type RotaImportLine,
  type RotaImportLineResult,
  type RotaImportPreview,
  type RotaImportPreviewResult,
  type RotaImportResult,
} from '@hc/shared';
import { AppError, invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normalizePhone } from '../../lib/phone';
import { regionScopeOf, signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import { findLocationParents } from '../../sql/places.repository';
import { findOverlap, insertDutyPeriod } from './pharmacy-calls.repository';
import { distinctiveWords, matchLine, type DirectoryPharmacy } from './rota-list-match';
import { countLines, parseRotaList, type ParsedRotaLine } from './rota-list-parser';
import {
  insertPendingPharmacy,
  isListableStatus,
  listPlacePharmacies,
  lockFacilityForDuty,
  type ImportPlace,
} from './rota-import.repository';

type Deps = { db: Db; clock: Clock; onDirectoryChange: () => void };
type MatchedLine = ParsedRotaLine & { phone: string | null } & Pick<RotaImportLine, 'match' | 'candidates'>;

/** Thrown inside the transaction when a line conflicts: everything written is rolled back. */
class ImportRejected extends Error {
  constructor(readonly result: RotaImportResult) {
    super('The import was refused');
  }
}

const tooLarge = (maximum: number, what: string) =>
  new AppError('payload_too_large', `The list is too large: at most ${maximum} ${what}`, [
    fieldError('text', 'too_large', { maximum }),
  ]);

/**
 * Import of a published duty list (docs/decisions/2026-11-28-rota-list-import.md): a preview reads the
 * list and matches each line's pharmacy; the import applies staff's decisions in one transaction, each
 * period checked as one entered by hand (the pharmacy locked, overlaps refused), each change in the
 * facility's history; the system log records them after, and the directory version is invalidated.
 */
export function createRotaImportService(deps: Deps) {
  const { db, clock } = deps;

  /** The list's place, whole and within the account's region (a region-limited account: its region only). */
  async function resolvePlace(source: Db, context: RequestContext, input: RotaImportPreview): Promise<ImportPlace> {
    const subdivisionId = input.subdivisionId ?? null;
    const parents = await findLocationParents(source, input.divisionId, subdivisionId);
    if (parents.divisionRegionId === null) throw invalidField('divisionId', 'invalid_choice');
    if (subdivisionId !== null && parents.subdivisionDivisionId !== input.divisionId)
      throw invalidField('subdivisionId', 'location_mismatch');
    const scope = regionScopeOf(context.session);
    if (scope !== null && scope !== parents.divisionRegionId)
      throw new AppError('forbidden', 'This place is outside the region your account is limited to');
    return { regionId: parents.divisionRegionId, divisionId: input.divisionId, subdivisionId };
  }

  async function analyse(source: Db, context: RequestContext, input: RotaImportPreview) {
    const place = await resolvePlace(source, context, input);
    if (Buffer.byteLength(input.text) > ROTA_IMPORT_MAX_BYTES) throw tooLarge(ROTA_IMPORT_MAX_BYTES, 'bytes');
    if (countLines(input.text) > ROTA_IMPORT_MAX_LINES) throw tooLarge(ROTA_IMPORT_MAX_LINES, 'lines');
    let parsed;
    try {
      parsed = parseRotaList(input.text, { week: input.week, now: clock() });
    } catch {
      throw invalidField('text', 'invalid_format', 'The list cannot be read (an unclosed quote in the CSV?)');
    }
    const pharmacies: DirectoryPharmacy[] = (await listPlacePharmacies(source, place)).map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone ? (normalizePhone(row.phone) ?? row.phone) : null,
      status: row.status,
      subdivision: row.subdivisionEn === null ? null : { nameEn: row.subdivisionEn, nameFr: row.subdivisionFr ?? '' },
    }));
    const lines: MatchedLine[] = parsed.lines.map((line) => {
      const phone = line.phoneText ? normalizePhone(line.phoneText) : null;
      return { ...line, phone, ...matchLine({ name: line.name, phone }, pharmacies) };
    });
    return { place, format: parsed.format, problems: parsed.problems, lines };
  }

  /** The decision for each line: staff's, or the match for a `matched` line; 400 when one is missing or wrong. */
  function decide(lines: MatchedLine[], decisions: RotaImportDecision[]): Map<number, RotaImportDecision> {
    const byLine = new Map<number, RotaImportDecision>();
    const known = new Set(lines.map((line) => line.line));
    const problems: FieldError[] = [];
    decisions.forEach((decision, index) => {
      if (!known.has(decision.line) || byLine.has(decision.line))
        problems.push(fieldError(`decisions.${index}.line`, 'invalid'));
      else byLine.set(decision.line, decision);
    });
    for (const line of lines) {
      if (byLine.has(line.line)) continue;
      if (line.match === 'matched')
        byLine.set(line.line, { line: line.line, action: 'use', facilityId: line.candidates[0]!.facilityId });
      else problems.push(fieldError(`lines.${line.line}`, 'required'));
    }
    if (problems.length > 0) throw new AppError('validation_failed', 'Some lines have no valid decision', problems);
    return byLine;
  }

  const periodChanges = (startsAt: Date, endsAt: Date, line: number): FacilityChanges => ({
    startsAt: { before: null, after: startsAt.toISOString() },
    endsAt: { before: null, after: endsAt.toISOString() },
    importedLine: { before: null, after: line },
  });

  async function apply(tx: Db, context: RequestContext, input: RotaImportCommit) {
    const { place, problems, lines } = await analyse(tx, context, input);
    const decisions = decide(lines, input.decisions);
    const userId = signedInSession(context).user.id;
    const indexOf = new Map(input.decisions.map((d, index) => [d.line, index]));
    /** New pharmacies by name and phone: a list naming one twice creates it once. */
    const created = new Map<string, { id: number; name: string }>();
    const insertedPeriods = new Set<number>();
    const results: RotaImportLineResult[] = [];
    for (const line of lines) {
      const decision = decisions.get(line.line)!;
      const base = {
        line: line.line,
        name: line.name,
        action: decision.action,
        startsAt: line.startsAt.toISOString(),
        endsAt: line.endsAt.toISOString(),
        conflict: null,
        reason: null,
        periodId: null,
      };
      if (decision.action === 'skip') {
        results.push({ ...base, outcome: 'skipped', facilityId: null, isNewPharmacy: false });
        continue;
      }
      let facilityId: number;
      let isNewPharmacy = false;
      if (decision.action === 'new') {
        const key = `${distinctiveWords(line.name).join(' ')}|${line.phone ?? ''}`;
        let pharmacy = created.get(key);
        if (!pharmacy) {
          pharmacy = await insertPendingPharmacy(tx, {
            name: line.name.slice(0, NAME_MAX),
            phone: line.phone,
            place,
            userId,
            at: clock(),
          });
          created.set(key, pharmacy);
          await recordFacilityChange(tx, context, clock(), pharmacy.id, 'created', {
            name: { before: null, after: pharmacy.name },
            facilityType: { before: null, after: 'pharmacy' },
            status: { before: null, after: 'pending' },
            phone: { before: null, after: line.phone },
            regionId: { before: null, after: place.regionId },
            divisionId: { before: null, after: place.divisionId },
            subdivisionId: { before: null, after: place.subdivisionId },
          });
        }
        facilityId = pharmacy.id;
        isNewPharmacy = true;
      } else {
        facilityId = decision.facilityId!;
        const facility = await lockFacilityForDuty(tx, facilityId);
        const path = `decisions.${indexOf.get(line.line) ?? line.line}.facilityId`;
        // Only a pharmacy of the list's town (so of the account's region) can be named.
        if (!facility || facility.category !== 'pharmacy' || facility.divisionId !== place.divisionId)
          throw invalidField(path, 'invalid', 'The pharmacy chosen is not one of this town');
        if (!isListableStatus(facility.status) || facility.archivedAt !== null) {
          results.push({ ...base, outcome: 'conflict', facilityId, isNewPharmacy, reason: 'not_public_pharmacy' });
          continue;
        }
      }
      const other = await findOverlap(tx, { facilityId, startsAt: line.startsAt, endsAt: line.endsAt });
      if (other) {
        const isOwn = insertedPeriods.has(other.id);
        results.push({
          ...base,
          outcome: 'conflict',
          facilityId,
          isNewPharmacy,
          reason: 'duty_overlap',
          conflict: isOwn
            ? null
            : { periodId: other.id, startsAt: other.startsAt.toISOString(), endsAt: other.endsAt.toISOString() },
        });
        continue;
      }
      const period = await insertDutyPeriod(tx, {
        facilityId,
        startsAt: line.startsAt,
        endsAt: line.endsAt,
        note: null,
        createdAt: clock(),
      });
      insertedPeriods.add(period.id);
      await recordFacilityChange(
        tx,
        context,
        clock(),
        facilityId,
        'duty_added',
        periodChanges(line.startsAt, line.endsAt, line.line),
      );
      results.push({ ...base, outcome: 'created', facilityId, isNewPharmacy, periodId: period.id });
    }
    const count = (outcome: RotaImportLineResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
    const result: RotaImportResult = {
      lines: results,
      problems,
      counts: {
        periods: count('created'),
        newPharmacies: created.size,
        skipped: count('skipped'),
        conflicts: count('conflict'),
      },
    };
    return { result, created: [...created.values()] };
  }

  return {
    /** Reads the list and matches its lines; writes nothing. */
    async preview(context: RequestContext, input: RotaImportPreview): Promise<RotaImportPreviewResult> {
      const { format, problems, lines } = await analyse(db, context, input);
      const out: RotaImportLine[] = [];
      for (const line of lines) {
        const best = line.match === 'matched' ? line.candidates[0]! : null;
        const other = best
          ? await findOverlap(db, { facilityId: best.facilityId, startsAt: line.startsAt, endsAt: line.endsAt })
          : null;
        out.push({
          line: line.line,
          text: line.text,
          zone: line.zone,
          name: line.name,
          phone: line.phone,
          phoneText: line.phoneText,
          startsAt: line.startsAt.toISOString(),
          endsAt: line.endsAt.toISOString(),
          match: line.match,
          candidates: line.candidates,
          conflict: other
            ? { periodId: other.id, startsAt: other.startsAt.toISOString(), endsAt: other.endsAt.toISOString() }
            : null,
        });
      }
      const count = (match: RotaImportLine['match']) => out.filter((line) => line.match === match).length;
      return {
        text: input.text,
        format,
        lines: out,
        problems,
        counts: { matched: count('matched'), unsure: count('unsure'), unknown: count('unknown') },
      };
    },

    /**
     * Applies the decisions, all or nothing: when a line conflicts (an overlapping period, a suspended
     * pharmacy), nothing is written and `rejected` holds every line's outcome.
     */
    async commit(
      context: RequestContext,
      input: RotaImportCommit,
    ): Promise<{ result: RotaImportResult; isRejected: boolean }> {
      let applied: Awaited<ReturnType<typeof apply>>;
      try {
        applied = await db.transaction(async (tx) => {
          const outcome = await apply(tx, context, input);
          if (outcome.result.counts.conflicts > 0) throw new ImportRejected(outcome.result);
          return outcome;
        });
      } catch (error) {
        if (!(error instanceof ImportRejected)) throw error;
        // Nothing was kept: no period, no new pharmacy.
        const lines = error.result.lines.map((line) => ({
          ...line,
          periodId: null,
          facilityId: line.isNewPharmacy ? null : line.facilityId,
        }));
        return { result: { ...error.result, lines }, isRejected: true };
      }
      const { result, created } = applied;
      if (result.counts.periods > 0 || created.length > 0) deps.onDirectoryChange();
      for (const pharmacy of created)
        await logRequestEvent(deps, context, {
          level: 'INFO',
          source: 'FACILITY',
          message: `Facility #${pharmacy.id} created: ${pharmacy.name} (proposed by a published duty list)`,
          event: { key: 'facility.createdFromDutyList', params: { id: pharmacy.id, name: pharmacy.name } },
          details: { facilityId: pharmacy.id, action: 'created' },
        });
      for (const line of result.lines.filter((l) => l.outcome === 'created'))
        await logRequestEvent(deps, context, {
          level: 'INFO',
          source: 'FACILITY',
          message: `Pharmacy #${line.facilityId} duty_added (period #${line.periodId}, ${line.startsAt} to ${line.endsAt}): ${line.name}`,
          event: {
            key: 'rota.periodAdded',
            params: {
              facilityId: line.facilityId,
              periodId: line.periodId,
              startsAt: line.startsAt,
              endsAt: line.endsAt,
              name: line.name,
            },
          },
          details: { facilityId: line.facilityId, dutyPeriodId: line.periodId, action: 'duty_added', line: line.line },
        });
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'FACILITY',
        message: `Published duty list imported: ${result.counts.periods} periods, ${result.counts.newPharmacies} new pharmacies, ${result.counts.skipped} lines skipped, ${result.problems.length} lines unreadable`,
        event: {
          key: 'rota.dutyListImported',
          params: {
            periods: result.counts.periods,
            newPharmacies: result.counts.newPharmacies,
            skipped: result.counts.skipped,
            unreadable: result.problems.length,
          },
        },
        details: {
          action: 'duty_list_imported',
          divisionId: input.divisionId,
          subdivisionId: input.subdivisionId ?? null,
          ...result.counts,
          unreadable: result.problems.length,
        },
      });
      return { result, isRejected: false };
    },
  };
}
export type RotaImportService = ReturnType<typeof createRotaImportService>;
