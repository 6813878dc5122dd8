import { tables } from '@hc/db';
import { createAccount } from '@hc/db/factories';
import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin, findAccountById } from './accounts.repository';
import { hashPassword, verifyPassword } from '../lib/crypto';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const accountsWithEmail = (email: string) =>
  database.db
    .select()
    .from(tables.users)
    .where(sql`lower(${tables.users.email}) = lower(${email})`);

describe('ensureAdmin (ADMIN_EMAIL / ADMIN_PASSWORD at start-up)', () => {
  it('creates the first admin when the account does not exist', async () => {
    const outcome = await ensureAdmin(database.db, 'Boss@Example.cm', await hashPassword('first admin secret'));
    expect(outcome).toBe('created');
    const [admin] = await accountsWithEmail('boss@example.cm');
    expect(admin).toMatchObject({ email: 'boss@example.cm', role: 'admin', status: 'active' });
    expect(await verifyPassword(admin!.passwordHash!, 'first admin secret')).toBe(true);
  });

  it('never overwrites a changed password, role or status at the next start', async () => {
    await ensureAdmin(database.db, 'owner@example.cm', await hashPassword('initial admin secret'));
    const [created] = await accountsWithEmail('owner@example.cm');
    const changedHash = await hashPassword('the password the admin chose');
    await database.db
      .update(tables.users)
      .set({ passwordHash: changedHash, role: 'manager', status: 'on_leave' })
      .where(eq(tables.users.id, created!.id));

    // A restart with the same environment (any case of the email): the account stays as it was made.
    expect(await ensureAdmin(database.db, 'OWNER@example.cm', await hashPassword('initial admin secret'))).toBe(
      'exists',
    );
    const after = await findAccountById(database.db, created!.id);
    expect(after).toMatchObject({ passwordHash: changedHash, role: 'manager', status: 'on_leave' });
    expect(await accountsWithEmail('owner@example.cm')).toHaveLength(1);
  });

  it('still creates the admin when another employee already holds the first employee id', async () => {
    const fresh = await createTestDatabase();
    try {
      await createAccount(fresh.db, { role: 'support', passwordHash: 'x', employeeId: 'emp-0001' });
      expect(await ensureAdmin(fresh.db, 'second@example.cm', await hashPassword('another admin secret'))).toBe(
        'created',
      );
      const [admin] = await fresh.db.select().from(tables.users).where(eq(tables.users.role, 'admin'));
      expect(admin).toMatchObject({ email: 'second@example.cm', employeeId: null });
    } finally {
      await fresh.drop();
    }
  });
});
