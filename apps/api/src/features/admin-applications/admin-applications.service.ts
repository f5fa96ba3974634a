import { INBOX_STATUSES, type InboxStatus } from '@kusasa/domain/rules/admissions';
import { ADMIN_APPLICATIONS_PAGE_SIZE, type AdminApplicationsQuery, type AdminApplicationsResponse } from '@kusasa/domain/schemas/admin-applications';
import type { Actor } from '../../auth/policy.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createAdminApplicationsRepo } from './admin-applications.repo.ts';

interface Deps extends Pick<Kernel, 'db'> {
  audit: Pick<AuditService, 'adminAction'>;
  users: Pick<UsersService, 'summariesOf'>;
}

const inboxStatus = (status: string): InboxStatus => ((INBOX_STATUSES as readonly string[]).includes(status) ? (status as InboxStatus) : 'submitted');
const zeroCounts = () => Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<InboxStatus, number>;

// Every submitted application by institution and status, for admins (issue 25): read only, and
// each look is audited, because it shows learners' applications across every institution.
export function createAdminApplicationsService({ db, audit, users }: Deps) {
  const repo = createAdminApplicationsRepo(db);

  async function institutionsWithCounts(): Promise<AdminApplicationsResponse['institutions']> {
    const byId = new Map<string, AdminApplicationsResponse['institutions'][number]>();
    for (const row of await repo.countsByInstitution()) {
      if (!row.institutionId) continue;
      const entry = byId.get(row.institutionId) ?? { institutionId: row.institutionId, institutionName: row.institutionName, total: 0, byStatus: zeroCounts() };
      entry.byStatus[inboxStatus(row.status)] += row.n;
      entry.total += row.n;
      byId.set(row.institutionId, entry);
    }
    return [...byId.values()].sort((a, b) => b.total - a.total || a.institutionName.localeCompare(b.institutionName));
  }

  return {
    async overview(admin: Actor, query: AdminApplicationsQuery): Promise<AdminApplicationsResponse> {
      const [institutions, total, rows] = await Promise.all([institutionsWithCounts(), repo.total(query), repo.page(query, ADMIN_APPLICATIONS_PAGE_SIZE)]);
      const learners = new Map((await users.summariesOf([...new Set(rows.map((row) => row.userId))])).map((learner) => [learner.id, learner]));
      await audit.adminAction({
        adminId: admin.id,
        action: 'ADMIN_APPLICATIONS_VIEWED',
        message: 'Viewed the applications overview',
        targetType: 'applications',
        targetId: query.institutionId ?? 'all',
        details: { status: query.status ?? null, page: query.page, shown: rows.length },
      });
      return {
        institutions,
        applications: rows.map((row) => ({
          id: row.id,
          trackingId: learners.get(row.userId)?.trackingId ?? null,
          learnerName: learners.get(row.userId)?.fullName ?? null,
          institutionName: row.institutionName,
          programmeName: row.programmeName,
          status: inboxStatus(row.status),
          submittedAt: row.submittedAt?.toISOString() ?? null,
          statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
        })),
        page: query.page,
        pageSize: ADMIN_APPLICATIONS_PAGE_SIZE,
        total,
      };
    },
  };
}

export type AdminApplicationsService = ReturnType<typeof createAdminApplicationsService>;
