import type { DataSource } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../client';
import { fieldGroups, STAFF, type FieldGroup } from '../field-groups';

/** A field group's columns and their values, as JSON (dates as 'YYYY-MM-DD', arrays, objects). */
export type GroupValues = Record<string, unknown>;

/** One record of a source: its key there and the field groups it gives. */
export type SourceRecord = {
  key: string;
  groups: Partial<Record<FieldGroup, GroupValues>>;
  /** A facility of another source this record was matched to (it joins that facility rather than make one). */
  joinFacilityId?: number;
};

export type SourceMeta = {
  source: DataSource;
  /** When the copy imported was retrieved from its publisher (the date its provenance gives). */
  retrievedOn: string;
  licence: string;
  /** The `facilities.source_id` of a facility this source creates. */
  facilityKey: (key: string) => string;
};

export type SourceImportCounts = { inserted: number; updated: number; joined: number };

/**
 * Which source's value a group keeps when two give one (first wins): the public list knows the official kind of a
 * public facility; OpenStreetMap's mappers placed and named it on the ground. A group staff changed is theirs.
 */
const precedence: Partial<Record<FieldGroup, DataSource[]>> = { type: ['public_mfl_2019', 'osm'] };
const rank = (group: FieldGroup, source: string) => {
  const order: string[] = precedence[group] ?? ['osm', 'public_mfl_2019'];
  const index = order.indexOf(source);
  return index === -1 ? order.length : index;
};

/** Whether `source` may write `group`, which `owner` gave (or nobody, when undefined). */
export function mayWrite(group: FieldGroup, source: DataSource, owner: string | undefined): boolean {
  if (owner === STAFF) return false;
  return owner === undefined || owner === source || rank(group, source) < rank(group, owner);
}

/** JSON with its object keys sorted: jsonb hands objects back in its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const allColumns = Object.values(fieldGroups).flat();
const columnsJson = sql.raw(`jsonb_build_object(${allColumns.map((c) => `'${c}', f.${c}`).join(', ')})`);

type Current = { id: number; values: GroupValues; fieldSources: Record<string, string> };
type LinkRow = { key: string; facilityId: number; fields: unknown; retrievedOn: string; licence: string };

/**
 * Imports one source's records, idempotently: a record already linked to a facility updates only the groups this
 * source may write (mayWrite), a record matched to another source's facility joins it, any other makes a new
 * facility; each record's link (source, key, retrieved, licence, what it gave) is kept. A second run with the same
 * records writes nothing.
 */
export async function importSource(db: Db, meta: SourceMeta, records: SourceRecord[]): Promise<SourceImportCounts> {
  const counts: SourceImportCounts = { inserted: 0, updated: 0, joined: 0 };
  if (records.length === 0) return counts;
  const keys = records.map((record) => record.key);
  const linked = await queryRows<LinkRow>(
    db,
    sql`SELECT source_key AS key, facility_id AS "facilityId", fields, retrieved_on::text AS "retrievedOn", licence
      FROM facility_source_records WHERE source = ${meta.source}::data_source`,
  );
  const links = new Map(linked.map((row) => [row.key, row]));
  // A facility this source made before its records were kept (source_id is its key) is its own.
  const unlinked = keys.filter((key) => !links.has(key)).map(meta.facilityKey);
  const adopted = await queryRows<{ id: number; sourceId: string }>(
    db,
    sql`SELECT id, source_id AS "sourceId" FROM facilities
      WHERE source_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(unlinked)}::jsonb))`,
  );
  const adoptedByKey = new Map(adopted.map((row) => [row.sourceId, row.id]));
  const facilityOf = (record: SourceRecord) =>
    links.get(record.key)?.facilityId ?? adoptedByKey.get(meta.facilityKey(record.key)) ?? record.joinFacilityId;

  const ids = [...new Set(records.map(facilityOf).filter((id): id is number => id !== undefined))];
  const current = new Map(
    (
      await queryRows<Current>(
        db,
        sql`SELECT f.id, ${columnsJson} AS values, f.field_sources AS "fieldSources" FROM facilities f
          WHERE f.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
      )
    ).map((row) => [row.id, row]),
  );

  const inserts: GroupValues[] = [];
  const updates = new Map<number, GroupValues>();
  const recordFacility = new Map<string, number>();
  for (const record of records) {
    const id = facilityOf(record);
    const facility = id === undefined ? undefined : current.get(id);
    if (!facility) {
      inserts.push(newFacility(meta, record));
      continue;
    }
    recordFacility.set(record.key, facility.id);
    if (!links.has(record.key) && !adoptedByKey.has(meta.facilityKey(record.key))) counts.joined++;
    const changed = changedGroups(meta.source, facility, record);
    if (changed) updates.set(facility.id, changed);
  }

  if (inserts.length > 0) {
    const made = await queryRows<{ id: number; sourceId: string }>(
      db,
      sql`INSERT INTO facilities (${sql.raw(['source', 'source_id', 'field_sources', ...allColumns].join(', '))})
        SELECT ${sql.raw(['source', 'source_id', 'field_sources', ...allColumns].join(', '))}
        FROM json_populate_recordset(NULL::facilities, ${JSON.stringify(inserts)}::json)
        RETURNING id, source_id AS "sourceId"`,
    );
    const byFacilityKey = new Map(made.map((row) => [row.sourceId, row.id]));
    for (const record of records) {
      const id = byFacilityKey.get(meta.facilityKey(record.key));
      if (id !== undefined && !recordFacility.has(record.key)) recordFacility.set(record.key, id);
    }
    counts.inserted = made.length;
  }
  if (updates.size > 0) {
    const rows = [...updates.entries()].map(([id, values]) => ({ id, ...values }));
    await queryRows(
      db,
      sql`UPDATE facilities f SET ${sql.raw([...allColumns, 'field_sources'].map((c) => `${c} = v.${c}`).join(', '))},
          updated_at = now()
        FROM json_populate_recordset(NULL::facilities, ${JSON.stringify(rows)}::json) v WHERE f.id = v.id`,
    );
    counts.updated = updates.size;
  }
  await writeLinks(db, meta, records, recordFacility, links);
  return counts;
}

/** A record's facility: everything it gives, each group its source's, active (the list's facilities are public). */
function newFacility(meta: SourceMeta, record: SourceRecord): GroupValues {
  const values: GroupValues = {};
  const owners: Record<string, string> = {};
  for (const [group, groupValues] of Object.entries(record.groups)) {
    Object.assign(values, groupValues);
    owners[group] = meta.source;
  }
  return {
    aliases: [],
    status: 'active',
    ...values,
    source: meta.source,
    source_id: meta.facilityKey(record.key),
    field_sources: owners,
  };
}

/** The facility's columns after this record, with the groups' new owners, or null when nothing changes. */
function changedGroups(source: DataSource, facility: Current, record: SourceRecord): GroupValues | null {
  const values = { ...facility.values };
  const owners = { ...facility.fieldSources };
  let changed = false;
  for (const [group, groupValues] of Object.entries(record.groups) as [FieldGroup, GroupValues][]) {
    if (!mayWrite(group, source, owners[group])) continue;
    // A group another source gave and this one has nothing for stays as it is.
    const empty = Object.values(groupValues).every(
      (value) => value === null || (Array.isArray(value) && value.length === 0),
    );
    if (empty && owners[group] !== undefined && owners[group] !== source) continue;
    for (const column of fieldGroups[group]) {
      if (canonical(values[column]) === canonical(groupValues[column] ?? null)) continue;
      values[column] = groupValues[column] ?? null;
      changed = true;
    }
    if (owners[group] !== source) {
      owners[group] = source;
      changed = true;
    }
  }
  return changed ? { ...values, field_sources: owners } : null;
}

async function writeLinks(
  db: Db,
  meta: SourceMeta,
  records: SourceRecord[],
  recordFacility: Map<string, number>,
  links: Map<string, LinkRow>,
) {
  const rows = records.flatMap((record) => {
    const facilityId = recordFacility.get(record.key);
    if (facilityId === undefined) return [];
    const fields = Object.assign({}, ...Object.values(record.groups)) as GroupValues;
    const link = links.get(record.key);
    const same =
      link &&
      link.facilityId === facilityId &&
      link.retrievedOn === meta.retrievedOn &&
      link.licence === meta.licence &&
      canonical(link.fields) === canonical(fields);
    return same ? [] : [{ source_key: record.key, facility_id: facilityId, fields }];
  });
  if (rows.length === 0) return;
  await queryRows(
    db,
    sql`INSERT INTO facility_source_records (source, source_key, facility_id, retrieved_on, licence, fields)
      SELECT ${meta.source}::data_source, r.source_key, r.facility_id, ${meta.retrievedOn}::date, ${meta.licence}, r.fields
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(source_key text, facility_id int, fields jsonb)
      ON CONFLICT (source, source_key) DO UPDATE SET facility_id = excluded.facility_id,
        retrieved_on = excluded.retrieved_on, licence = excluded.licence, fields = excluded.fields, imported_at = now()`,
  );
}
