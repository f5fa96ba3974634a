import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kernel } from '../../core/kernel.ts';
import { createThrottleService } from '../../core/throttle/throttle.service.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createAccount } from '../../test/http.ts';
import { usersServiceFor } from '../../test/services.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createCounselorLinksService } from './counselor-links.service.ts';
import { terms } from './counselor-links.test-support.ts';

// The LinksPort the caseload reads on every request: only links not revoked and not past their end day.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: () => undefined } as unknown as Kernel['log'];

describe('currentLinks and currentLink', () => {
  it('hold through the end day (SA) and not after; a revoked link is gone at once', async () => {
    const { db } = database;
    let now = new Date('2026-03-01T08:00:00Z');
    const clock = () => now;
    const [counselor, other, first, second] = [
      await createAccount({ database }, 'consultant'),
      await createAccount({ database }, 'consultant'),
      await createAccount({ database }, 'student'),
      await createAccount({ database }, 'student'),
    ];
    const links = createCounselorLinksService({
      db,
      clock,
      mailer: { send: () => Promise.resolve() },
      log,
      users: usersServiceFor(db),
      throttle: createThrottleService(db, clock),
      publicUrl: 'http://localhost:3000',
      notesFor: () => Promise.resolve([]),
      guardianConsent: { assertSharing: () => Promise.resolve() },
      counselors: {
        byCode: (code) => Promise.resolve(code === 'KC-AAAAAA' ? { counselorId: counselor.id } : code === 'KC-BBBBBB' ? { counselorId: other.id } : null),
        isApproved: () => Promise.resolve(true),
        summariesOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, { name: null, school: null, approved: true }]))),
      },
    });

    await links.link(first.id, { code: 'KC-AAAAAA', ...terms('2026-03-10', ['marks']) });
    const view = await links.link(second.id, { code: 'KC-AAAAAA', ...terms('2026-12-31', ['journey']) });
    await links.link(second.id, { code: 'KC-BBBBBB', ...terms('2026-12-31', ['funding']) });

    expect(await links.currentLinks(counselor.id, '2026-03-01')).toHaveLength(2);
    expect(await links.currentLink(counselor.id, first.id, '2026-03-10')).toEqual({ learnerId: first.id, scopes: ['marks'], endsOn: '2026-03-10' });
    expect(await links.currentLink(counselor.id, first.id, '2026-03-11')).toBeNull();
    expect((await links.currentLinks(counselor.id, '2026-03-11')).map((link) => link.learnerId)).toEqual([second.id]);
    expect(await links.currentLink(other.id, first.id, '2026-03-01')).toBeNull();

    now = new Date('2026-03-02T08:00:00Z');
    await links.revoke(second.id, view.links[0]!.id);
    expect(await links.currentLink(counselor.id, second.id, '2026-03-02')).toBeNull();
    expect(await links.currentLink(other.id, second.id, '2026-03-02')).toEqual({ learnerId: second.id, scopes: ['funding'], endsOn: '2026-12-31' });
  });
});
