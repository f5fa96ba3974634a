import type { z } from 'zod';
import { adminSponsorTexts as a } from '@kusasa/domain/sponsor-texts';
import type { Allocation, allocationInputSchema } from '@kusasa/domain/schemas/sponsors/allocations';
import type { Actor } from '../../auth/policy.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AllocationNotices } from './allocation-notices.ts';
import { allocationSnapshot, type AllocationReads } from './allocation-reads.ts';
import { createAllocationsRepo } from './allocations.repo.ts';
import { startOfSaDay } from './sponsor-dates.ts';
import { createSponsorsRepo } from './sponsors.repo.ts';
import type { AllocationRow } from './sponsor-views.ts';

type AllocationValues = z.output<typeof allocationInputSchema>;

export const ALLOCATION_ACTIONS = {
  created: 'SPONSOR_ALLOCATION_CREATED',
  updated: 'SPONSOR_ALLOCATION_UPDATED',
  deleted: 'SPONSOR_ALLOCATION_DELETED',
} as const;
const gives = (row: Pick<AllocationRow, 'status' | 'expiresOn'>, now: Date) => row.status === 'active' && (row.expiresOn === null || row.expiresOn > now);

export interface AllocationChangeDeps extends Pick<Kernel, 'db' | 'clock'> {
  audit: Pick<AuditService, 'adminAction'>;
  users: Pick<UsersService, 'lock'>;
  notices: Pick<AllocationNotices, 'tellLearner'>;
}

// An admin creates, changes or deletes an allocation. One that is active and not past its end
// gives its plan at once (plans.currentPlan reads the table); every change is an ADMIN_ACTION
// audit entry in the change's transaction, and the learner hears when an allocation starts or
// stops giving them a plan.
export function createAllocationChanges(
  { db, clock, audit, users, notices: { tellLearner } }: AllocationChangeDeps,
  { withPeople }: Pick<AllocationReads, 'withPeople'>,
) {
  /** The sponsor must have a sponsor profile and the student must be a student account; locks the learner's row. */
  async function checkPeople(tx: Executor, values: AllocationValues): Promise<void> {
    if (!(await createSponsorsRepo(tx).byId(values.sponsorId, true))) throw new AppError('VALIDATION', a.notASponsor, { sponsorId: a.notASponsor });
    const [student] = await users.lock([values.studentId], tx);
    if (student?.userType !== 'student') throw new AppError('VALIDATION', a.notAStudent, { studentId: a.notAStudent });
  }

  const columns = (values: AllocationValues) => ({
    sponsorId: values.sponsorId,
    studentId: values.studentId,
    allocatedOn: startOfSaDay(values.allocatedOn),
    expiresOn: values.expiresOn ? startOfSaDay(values.expiresOn) : null,
    status: values.status,
    plan: values.plan,
    notes: values.notes,
  });

  /** The change's audit entry, in its transaction. */
  function record(tx: Executor, actor: Actor, action: string, id: string, message: string, details: Record<string, unknown>) {
    return audit.adminAction({ adminId: actor.id, action, message, targetType: 'sponsor_allocation', targetId: id, component: 'sponsors', details }, tx);
  }

  /** The row as the admin sees it, read in the change's transaction. */
  async function shown(tx: Executor, row: AllocationRow): Promise<Allocation> {
    const [allocation] = await withPeople([row], tx);
    if (!allocation) throw new Error('allocation vanished');
    return allocation;
  }

  return {
    async create(actor: Actor, values: AllocationValues): Promise<Allocation> {
      return db.transaction(async (tx) => {
        await checkPeople(tx, values);
        const now = clock();
        const row = await createAllocationsRepo(tx).insert({ ...columns(values), createdAt: now, updatedAt: now });
        await record(tx, actor, ALLOCATION_ACTIONS.created, row.id, `Allocation created for student ${row.studentId}`, { after: allocationSnapshot(row) });
        if (gives(row, now)) await tellLearner(tx, row, true);
        return shown(tx, row);
      });
    },

    async update(actor: Actor, id: string, values: AllocationValues): Promise<Allocation> {
      return db.transaction(async (tx) => {
        const txRepo = createAllocationsRepo(tx);
        const before = await txRepo.lock(id);
        if (!before) throw new AppError('NOT_FOUND', a.allocationNotFound);
        await checkPeople(tx, values);
        const now = clock();
        const next = columns(values);
        // A new end date earns a new week-before notice.
        const expiryNoticeAt = next.expiresOn?.getTime() === before.expiresOn?.getTime() ? before.expiryNoticeAt : null;
        const after = await txRepo.update(id, { ...next, expiryNoticeAt, updatedAt: now });
        await record(tx, actor, ALLOCATION_ACTIONS.updated, id, `Allocation ${id} updated`, {
          before: allocationSnapshot(before),
          after: allocationSnapshot(after),
        });
        const wasGiving = gives(before, now);
        const isGiving = gives(after, now);
        // Moved to another learner: the old one loses it, the new one gains it.
        if (wasGiving && (!isGiving || before.studentId !== after.studentId)) await tellLearner(tx, before, false);
        if (isGiving && (!wasGiving || before.studentId !== after.studentId)) await tellLearner(tx, after, true);
        return shown(tx, after);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createAllocationsRepo(tx);
        const before = await txRepo.lock(id);
        if (!before) throw new AppError('NOT_FOUND', a.allocationNotFound);
        await txRepo.delete(id);
        await record(tx, actor, ALLOCATION_ACTIONS.deleted, id, `Allocation ${id} deleted`, { before: allocationSnapshot(before) });
        if (gives(before, clock())) await tellLearner(tx, before, false);
      });
    },
  };
}
