import type { z } from 'zod';
import { allocationsCsv } from '@kusasa/domain/rules/sponsor-csv';
import { ADMIN_SPONSORS_PAGE_SIZE, SPONSOR_PICKER_LIMIT } from '@kusasa/domain/rules/sponsors';
import { adminSponsorTexts as a } from '@kusasa/domain/sponsor-texts';
import type { Allocation, allocationInputSchema, AllocationList, AllocationsQuery, PickerOptionList } from '@kusasa/domain/schemas/sponsors/allocations';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { allocationNotices } from './allocation-notices.ts';
import { createAllocationsRepo, type AllocationFilter } from './allocations.repo.ts';
import type { Notify } from './sponsorship-payments.ts';
import { startOfSaDay } from './sponsor-dates.ts';
import { createSponsorsRepo } from './sponsors.repo.ts';
import { toAllocation, type AllocationRow } from './sponsor-views.ts';
import type { Kernel } from '../../core/kernel.ts';

type AllocationValues = z.output<typeof allocationInputSchema>;
type Users = Pick<UsersService, 'lock' | 'summariesOf' | 'idsMatching' | 'findOfType'>;

export const ALLOCATION_ACTIONS = {
  created: 'SPONSOR_ALLOCATION_CREATED',
  updated: 'SPONSOR_ALLOCATION_UPDATED',
  deleted: 'SPONSOR_ALLOCATION_DELETED',
} as const;
const gives = (row: Pick<AllocationRow, 'status' | 'expiresOn'>, now: Date) => row.status === 'active' && (row.expiresOn === null || row.expiresOn > now);

// The admin's allocations (/admin/sponsors, Student Allocations tab) and the job that ends them.
// An allocation that is active and not past its end gives its plan at once (plans.currentPlan
// reads the table); every change is an ADMIN_ACTION audit entry in the change's transaction, and
// the learner hears when an allocation starts or stops giving them a plan.
export function createAllocationsService({
  db,
  clock,
  audit,
  users,
  notify,
}: Pick<Kernel, 'db' | 'clock'> & {
  audit: Pick<AuditService, 'adminAction'>;
  users: Users;
  notify: Notify;
}) {
  const repo = createAllocationsRepo(db);
  const sponsorsRepo = createSponsorsRepo(db);

  async function withPeople(rows: AllocationRow[], executor: Executor = db): Promise<Allocation[]> {
    const [names, students] = await Promise.all([
      createSponsorsRepo(executor).namesOf(rows.map((row) => row.sponsorId)),
      users.summariesOf(
        rows.map((row) => row.studentId),
        executor,
      ),
    ]);
    const byId = new Map(students.map((student) => [student.id, student]));
    return rows.map((row) => {
      const student = byId.get(row.studentId);
      return toAllocation(row, {
        sponsorName: names.get(row.sponsorId) ?? null,
        studentName: student?.fullName ?? null,
        studentEmail: student?.email ?? null,
        studentTrackingId: student?.trackingId ?? null,
      });
    });
  }

  function filterOf(query: AllocationsQuery): AllocationFilter {
    return {
      search: query.search,
      status: query.status,
      sponsorId: query.sponsorId,
      studentId: query.studentId,
      ...(query.search ? { matchingUsers: users.idsMatching(query.search) } : {}),
    };
  }

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

  const notices = allocationNotices({ db, clock, notify });
  const tellLearner = notices.tellLearner;

  const snapshot = (row: AllocationRow) => ({ ...toAllocation(row, { sponsorName: null, studentName: null, studentEmail: null, studentTrackingId: null }) });

  return {
    async list(query: AllocationsQuery): Promise<AllocationList> {
      const page = Number(query.page ?? 1);
      const { rows, total } = await repo.page(filterOf(query), { limit: ADMIN_SPONSORS_PAGE_SIZE, offset: (page - 1) * ADMIN_SPONSORS_PAGE_SIZE });
      return { allocations: await withPeople(rows), total, page, pageSize: ADMIN_SPONSORS_PAGE_SIZE };
    },

    forSponsor: async (sponsorId: string) => withPeople(await repo.forSponsor(sponsorId)),

    async exportCsv(query: AllocationsQuery): Promise<string> {
      const { rows } = await repo.page(filterOf(query), { limit: 100_000, offset: 0 });
      if (rows.length === 0) throw new AppError('NOT_FOUND', a.noAllocationsToExport);
      return allocationsCsv(rows.map(snapshot));
    },

    async create(actor: Actor, values: AllocationValues): Promise<Allocation> {
      return db.transaction(async (tx) => {
        await checkPeople(tx, values);
        const now = clock();
        const row = await createAllocationsRepo(tx).insert({ ...columns(values), createdAt: now, updatedAt: now });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: ALLOCATION_ACTIONS.created,
            message: `Allocation created for student ${row.studentId}`,
            targetType: 'sponsor_allocation',
            targetId: row.id,
            component: 'sponsors',
            details: { after: snapshot(row) },
          },
          tx,
        );
        if (gives(row, now)) await tellLearner(tx, row, true);
        const [allocation] = await withPeople([row], tx);
        if (!allocation) throw new Error('allocation vanished');
        return allocation;
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
        await audit.adminAction(
          {
            adminId: actor.id,
            action: ALLOCATION_ACTIONS.updated,
            message: `Allocation ${id} updated`,
            targetType: 'sponsor_allocation',
            targetId: id,
            component: 'sponsors',
            details: { before: snapshot(before), after: snapshot(after) },
          },
          tx,
        );
        const wasGiving = gives(before, now);
        const isGiving = gives(after, now);
        // Moved to another learner: the old one loses it, the new one gains it.
        if (wasGiving && (!isGiving || before.studentId !== after.studentId)) await tellLearner(tx, before, false);
        if (isGiving && (!wasGiving || before.studentId !== after.studentId)) await tellLearner(tx, after, true);
        const [allocation] = await withPeople([after], tx);
        if (!allocation) throw new Error('allocation vanished');
        return allocation;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createAllocationsRepo(tx);
        const before = await txRepo.lock(id);
        if (!before) throw new AppError('NOT_FOUND', a.allocationNotFound);
        await txRepo.delete(id);
        await audit.adminAction(
          {
            adminId: actor.id,
            action: ALLOCATION_ACTIONS.deleted,
            message: `Allocation ${id} deleted`,
            targetType: 'sponsor_allocation',
            targetId: id,
            component: 'sponsors',
            details: { before: snapshot(before) },
          },
          tx,
        );
        if (gives(before, clock())) await tellLearner(tx, before, false);
      });
    },

    async sponsorOptions(search: string): Promise<PickerOptionList> {
      const rows = await sponsorsRepo.find(search, users.idsMatching(search), SPONSOR_PICKER_LIMIT);
      const accounts = new Map((await users.summariesOf(rows.map((row) => row.id))).map((account) => [account.id, account]));
      return { options: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, trackingId: accounts.get(row.id)?.trackingId ?? null })) };
    },

    async studentOptions(search: string): Promise<PickerOptionList> {
      const rows = await users.findOfType({ search, userType: 'student', limit: SPONSOR_PICKER_LIMIT });
      return { options: rows.map((row) => ({ id: row.id, name: row.fullName, email: row.email, trackingId: row.trackingId })) };
    },

    /** The housekeeping task (allocation-notices.ts): ends allocations whose date has come, announces those ending soon. */
    expireDue: () => notices.expireDue(),
  };
}
export type AllocationsService = ReturnType<typeof createAllocationsService>;
