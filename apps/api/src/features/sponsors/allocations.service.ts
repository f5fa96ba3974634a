import type { UsersService } from '../../core/users/users.service.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import { createAllocationChanges } from './allocation-changes.ts';
import { allocationNotices } from './allocation-notices.ts';
import { createAllocationReads } from './allocation-reads.ts';
import type { Notify } from './sponsorship-payments.ts';

type Users = Pick<UsersService, 'lock' | 'summariesOf' | 'idsMatching' | 'findOfType'>;

// The admin's allocations (/admin/sponsors, Student Allocations tab) and the job that ends them:
// the reads in allocation-reads.ts, the audited changes in allocation-changes.ts, what the
// learner hears in allocation-notices.ts.
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
  const notices = allocationNotices({ db, clock, notify });
  const { withPeople, ...reads } = createAllocationReads({ db, users });
  const changes = createAllocationChanges({ db, clock, audit, users, notices }, { withPeople });

  return {
    ...reads,
    ...changes,

    /** The housekeeping task (allocation-notices.ts): ends allocations whose date has come, announces those ending soon. */
    expireDue: () => notices.expireDue(),
  };
}
export type AllocationsService = ReturnType<typeof createAllocationsService>;
