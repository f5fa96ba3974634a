import { allocationsCsv } from '@kusasa/domain/rules/sponsor-csv';
import { ADMIN_SPONSORS_PAGE_SIZE, SPONSOR_PICKER_LIMIT } from '@kusasa/domain/rules/sponsors';
import { adminSponsorTexts as a } from '@kusasa/domain/sponsor-texts';
import type { Allocation, AllocationList, AllocationsQuery, PickerOptionList } from '@kusasa/domain/schemas/sponsors/allocations';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createAllocationsRepo, type AllocationFilter } from './allocations.repo.ts';
import { createSponsorsRepo } from './sponsors.repo.ts';
import { toAllocation, type AllocationRow } from './sponsor-views.ts';

export type AllocationReadUsers = Pick<UsersService, 'summariesOf' | 'idsMatching' | 'findOfType'>;

/** An allocation as the audit log and the CSV keep it: its own fields, without names. */
export const allocationSnapshot = (row: AllocationRow) => ({
  ...toAllocation(row, { sponsorName: null, studentName: null, studentEmail: null, studentTrackingId: null }),
});

// What admins read of allocations (/admin/sponsors, Student Allocations tab): the paged list, a
// sponsor's, the CSV, and the sponsor and learner pickers.
export function createAllocationReads({ db, users }: Pick<Kernel, 'db'> & { users: AllocationReadUsers }) {
  const repo = createAllocationsRepo(db);
  const sponsorsRepo = createSponsorsRepo(db);

  /** The rows with the sponsor's and the learner's names, read with `executor` (a change's transaction). */
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

  return {
    withPeople,

    async list(query: AllocationsQuery): Promise<AllocationList> {
      const page = Number(query.page ?? 1);
      const { rows, total } = await repo.page(filterOf(query), { limit: ADMIN_SPONSORS_PAGE_SIZE, offset: (page - 1) * ADMIN_SPONSORS_PAGE_SIZE });
      return { allocations: await withPeople(rows), total, page, pageSize: ADMIN_SPONSORS_PAGE_SIZE };
    },

    forSponsor: async (sponsorId: string) => withPeople(await repo.forSponsor(sponsorId)),

    async exportCsv(query: AllocationsQuery): Promise<string> {
      const { rows } = await repo.page(filterOf(query), { limit: 100_000, offset: 0 });
      if (rows.length === 0) throw new AppError('NOT_FOUND', a.noAllocationsToExport);
      return allocationsCsv(rows.map(allocationSnapshot));
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
  };
}
export type AllocationReads = ReturnType<typeof createAllocationReads>;
