import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kernel } from '../../core/kernel.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { nsfasUsers } from '../../db/schema/audiences.ts';
import { createAccount } from '../../test/http.ts';
import { auditServiceFor, usersServiceFor } from '../../test/services.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createNsfasAccountsService } from './nsfas-accounts.service.ts';

// The gate the funding feature asks (StaffApprovalPort): only an admin's approval opens it.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: () => undefined } as unknown as Kernel['log'];

describe('isApproved and statusOf', () => {
  it('is false until approved, and stays false when declined', async () => {
    const { db } = database;
    const clock = () => new Date('2026-03-01T08:00:00Z');
    const sent: string[] = [];
    const accounts = createNsfasAccountsService({
      db,
      clock,
      audit: auditServiceFor(db, clock, log),
      mailer: { send: (message) => Promise.resolve(void sent.push(message.to)) },
      log,
      users: usersServiceFor(db),
      publicUrl: 'http://localhost:3000',
    });
    const adminAccount = await createAccount({ database }, 'admin');
    const admin = { id: adminAccount.id, userType: 'admin' as const };
    const [first, second] = [await createAccount({ database }, 'nsfas'), await createAccount({ database }, 'nsfas')];
    for (const { id } of [first, second]) {
      await db.insert(nsfasUsers).values({ userId: id, department: 'Verification', region: 'Gauteng', position: 'Officer', employeeNumber: 'NSF-1' });
    }
    const stranger = await createAccount({ database }, 'nsfas');

    expect(await accounts.isApproved(first.id)).toBe(false);
    expect(await accounts.statusOf(first.id)).toEqual({ status: 'pending', reason: null, department: 'Verification', region: 'Gauteng' });
    expect(await accounts.statusOf(stranger.id)).toEqual({ status: 'pending', reason: null, department: null, region: null });

    await accounts.approve(admin, first.id);
    await accounts.decline(admin, second.id, 'Not NSFAS staff');
    expect(await accounts.isApproved(first.id)).toBe(true);
    expect(await accounts.isApproved(second.id)).toBe(false);
    expect(await accounts.isApproved(stranger.id)).toBe(false);
    expect(await accounts.statusOf(second.id)).toMatchObject({ status: 'declined', reason: 'Not NSFAS staff' });
    expect(sent).toEqual([first.email, second.email]);
  });
});
