/**
 * Test-only HTTP API the browser tests use to create and remove their own rows, on the database handle
 * of the running e2e server (an embedded PGlite folder can be opened by one process only). Never imported
 * by server.ts: it is bundled into dist/e2e-server.js alone (docs/decisions/2026-11-23-e2e-fixtures.md).
 *
 *   POST   /accounts            {role, status?, email?, password?, firstName?, …} → 201 {id, email, password, …}
 *   DELETE /accounts/:id        → 204 (sessions, attempts and tokens go with it)
 *   DELETE /accounts?email=…    → 204 (for accounts a test signed up through the UI)
 *   POST   /facilities          {category, name, openingHours?, …} → 201 {id, name, category} (in an existing place)
 *   DELETE /facilities/:id      → 204 (its duty periods go with it)
 *   POST   /duty-periods        {facilityId, startsAt, endsAt} → 201 {id}
 *   POST   /care                {} → 201 {facility, doctor, patient}: a public hospital, an active doctor who
 *                               practises there and a patient (who cannot sign in), for booking tests
 *   POST   /facility-managers   {facilityId, userId, roleAtFacility?} → 201 {id}: the account runs the facility
 *                               (an active manager, as an approved claim makes one; goes with either row)
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tables, type Db } from '@hc/db';
import {
  createAccount,
  createDoctor,
  createDutyPeriod,
  createFacility,
  createPatientRecord,
  deleteAccount,
  deleteCareRecordsOf,
} from '@hc/db/factories';
import {
  formatPatientId,
  facilityCategories,
  facilityClaimRoles,
  facilityStatuses,
  PASSWORD_MIN_LENGTH,
  registrationStatuses,
  userRoles,
  userStatuses,
  weeklyHoursSchema,
} from '@hc/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../lib/crypto';

const text = (max: number) => z.string().trim().min(1).max(max).optional();

export const accountInputSchema = z.strictObject({
  role: z.enum(userRoles),
  status: z.enum(userStatuses).optional(),
  registrationStatus: z.enum(registrationStatuses).optional(),
  email: z.email().optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200).optional(),
  username: text(60),
  firstName: text(60),
  lastName: z.string().trim().max(60).optional(),
  phone: text(30),
  jobTitle: text(60),
  department: text(80),
  employeeId: text(30),
});
export type AccountInput = z.input<typeof accountInputSchema>;

export type CreatedAccount = {
  id: number;
  email: string;
  password: string;
  role: string;
  firstName: string;
  lastName: string;
};

const randomPart = (bytes: number) => randomBytes(bytes).toString('hex');

/** Inserts an account through the shared factory, with a random address and password unless given. */
export async function createFixtureAccount(db: Db, input: AccountInput): Promise<CreatedAccount> {
  const { password = `pw-${randomPart(12)}`, ...columns } = accountInputSchema.parse(input);
  const email = columns.email ?? `e2e-${columns.role}-${randomPart(6)}@e2e.test`;
  const row = await createAccount(db, { ...columns, email, passwordHash: await hashPassword(password) });
  return { id: row.id, email: row.email, password, role: row.role, firstName: row.firstName, lastName: row.lastName };
}

export const facilityInputSchema = z.strictObject({
  category: z.enum(facilityCategories),
  name: z.string().trim().min(1).max(200),
  status: z.enum(facilityStatuses).optional(),
  phone: text(30),
  address: text(200),
  openingHours: weeklyHoursSchema.optional(),
  emergency: z.boolean().optional(),
  subdivisionId: z.number().int().positive().optional(),
  /** The staff account that proposed it (four eyes, issue 36: that account may not approve it). */
  createdBy: z.number().int().positive().optional(),
});

export const dutyPeriodInputSchema = z.strictObject({
  facilityId: z.number().int().positive(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

export const facilityManagerInputSchema = z.strictObject({
  facilityId: z.number().int().positive(),
  userId: z.number().int().positive(),
  roleAtFacility: z.enum(facilityClaimRoles).optional(),
});

/** An active manager of the facility (issue 35), without the claim a real one comes from. */
export async function createFixtureFacilityManager(db: Db, input: z.infer<typeof facilityManagerInputSchema>) {
  const [row] = await db
    .insert(tables.facilityManagers)
    .values({ facilityId: input.facilityId, userId: input.userId, roleAtFacility: input.roleAtFacility ?? 'owner' })
    .returning({ id: tables.facilityManagers.id });
  return { id: row!.id };
}

/**
 * A facility in an existing place (the first subdivision unless one is given), so a test adds no region or
 * town that other tests running beside it would see in their lists.
 */
export async function createFixtureFacility(db: Db, input: z.infer<typeof facilityInputSchema>) {
  const subdivisionId =
    input.subdivisionId ??
    (
      await db
        .select({ id: tables.subdivisions.id })
        .from(tables.subdivisions)
        .orderBy(asc(tables.subdivisions.id))
        .limit(1)
    )[0]?.id;
  if (!subdivisionId) throw new HttpError(409, 'conflict', 'The database has no subdivision yet');
  const row = await createFacility(db, { ...input, subdivisionId });
  return { id: row.id, name: row.name, category: row.category };
}

/** Removes the accounts of that address (any case); a missing one is not an error. */
export async function deleteFixtureAccountsByEmail(db: Db, email: string): Promise<void> {
  const rows = await db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(sql`lower(${tables.users.email}) = lower(${email})`);
  for (const row of rows) await deleteAccount(db, row.id);
}

/** A public hospital, an active doctor practising there and a patient, each with a unique name. */
async function createCareSetup(db: Db) {
  const tag = randomBytes(4).toString('hex');
  // In an existing place: a new one would show in the public region lists other tests read.
  const facility = await createFixtureFacility(db, {
    category: 'hospital',
    status: 'active',
    name: `Care Hospital ${tag}`,
  });
  const doctor = await createDoctor(db, { facilityId: facility.id, status: 'active', name: `Dr Care ${tag}` });
  const patient = await createPatientRecord(db, { firstName: 'Care', lastName: `Patient ${tag}` });
  return {
    facility: { id: facility.id, name: facility.name },
    doctor: { id: doctor.id, name: doctor.name },
    patient: { id: patient.id, number: formatPatientId(patient.id), name: `${patient.firstName} ${patient.lastName}` },
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 64 * 1024;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'validation_failed', 'Body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'validation_failed', 'Body is not JSON');
  }
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function route(db: Db, request: IncomingMessage, response: ServerResponse, onWrite: () => void): Promise<void> {
  // A fixture writes as staff would through this process: the server's caches are told before the answer
  // leaves, so a test that opens the page next sees it (not after the second a change made elsewhere may take).
  const reply = (status: number, body?: unknown) => {
    if (request.method !== 'GET') onWrite();
    send(response, status, body);
  };
  const url = new URL(request.url ?? '/', 'http://fixtures.invalid');
  const byId = /^\/accounts\/(\d+)$/.exec(url.pathname);
  const facilityId = /^\/facilities\/(\d+)$/.exec(url.pathname);

  if (request.method === 'POST' && url.pathname === '/accounts') {
    const parsed = accountInputSchema.safeParse(await readJson(request));
    if (!parsed.success) throw new HttpError(400, 'validation_failed', z.prettifyError(parsed.error));
    reply(201, await createFixtureAccount(db, parsed.data));
  } else if (request.method === 'DELETE' && byId) {
    await deleteAccount(db, Number(byId[1]));
    reply(204);
  } else if (request.method === 'POST' && url.pathname === '/facilities') {
    const parsed = facilityInputSchema.safeParse(await readJson(request));
    if (!parsed.success) throw new HttpError(400, 'validation_failed', z.prettifyError(parsed.error));
    reply(201, await createFixtureFacility(db, parsed.data));
  } else if (request.method === 'DELETE' && facilityId) {
    await deleteCareRecordsOf(db, { facilityId: Number(facilityId[1]) });
    await db.delete(tables.facilities).where(eq(tables.facilities.id, Number(facilityId[1])));
    reply(204);
  } else if (request.method === 'POST' && url.pathname === '/duty-periods') {
    const parsed = dutyPeriodInputSchema.safeParse(await readJson(request));
    if (!parsed.success) throw new HttpError(400, 'validation_failed', z.prettifyError(parsed.error));
    const { facilityId: id, startsAt, endsAt } = parsed.data;
    const row = await createDutyPeriod(db, { facilityId: id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    reply(201, { id: row.id });
  } else if (request.method === 'POST' && url.pathname === '/facility-managers') {
    const parsed = facilityManagerInputSchema.safeParse(await readJson(request));
    if (!parsed.success) throw new HttpError(400, 'validation_failed', z.prettifyError(parsed.error));
    reply(201, await createFixtureFacilityManager(db, parsed.data));
  } else if (request.method === 'POST' && url.pathname === '/care') {
    reply(201, await createCareSetup(db));
  } else if (request.method === 'DELETE' && url.pathname === '/accounts' && url.searchParams.get('email')) {
    await deleteFixtureAccountsByEmail(db, url.searchParams.get('email')!);
    reply(204);
  } else {
    throw new HttpError(404, 'not_found', `No fixture route ${request.method} ${url.pathname}`);
  }
}

export type FixturesApi = { server: Server; port: number; close(): Promise<void> };

/** Listens on the loopback interface only; port 0 picks a free port (see the returned port). */
export async function startFixturesApi(db: Db, port: number, onWrite: () => void = () => {}): Promise<FixturesApi> {
  const server = createServer((request, response) => {
    route(db, request, response, onWrite).catch((error: unknown) => {
      if (error instanceof HttpError) {
        send(response, error.status, { error: { code: error.code, message: error.message } });
        return;
      }
      console.error('fixtures API request failed:', error);
      send(response, 500, { error: { code: 'internal', message: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
