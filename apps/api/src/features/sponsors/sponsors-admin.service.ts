import { sponsorsCsv } from '@kusasa/domain/rules/sponsor-csv';
import { ADMIN_SPONSORS_PAGE_SIZE, SPONSOR_FILTER_TO_ORGANIZATION } from '@kusasa/domain/rules/sponsors';
import { paymentStatusSchema } from '@kusasa/domain/schemas/payments';
import { adminSponsorTexts as a } from '@kusasa/domain/sponsor-texts';
import type { AdminSponsorList, AdminSponsorsQuery, NewSponsorNote, SponsorCounters, SponsorNote } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { AllocationsService } from './allocations.service.ts';
import { createAllocationsRepo } from './allocations.repo.ts';
import { SPONSORSHIP_KIND } from './sponsor-funding.service.ts';
import { createSponsorRequestsRepo } from './sponsor-requests.repo.ts';
import { toAdminSponsor, toSponsorship } from './sponsor-views.ts';
import { createSponsorsRepo, type SponsorFilter } from './sponsors.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const SPONSOR_NOTE_ADDED = 'SPONSOR_NOTE_ADDED';
const notFound = () => new AppError('NOT_FOUND', a.sponsorNotFound);
const filterOf = (query: AdminSponsorsQuery): SponsorFilter => ({
  search: query.search,
  organizationType: query.type ? SPONSOR_FILTER_TO_ORGANIZATION[query.type] : undefined,
});

// /admin/sponsors (Sponsors List, counters, sponsors.csv) and /admin/sponsors/{id}: the profile,
// its allocations, the admins' notes and what the sponsor paid through PayFast.
export function createSponsorsAdminService({
  db,
  clock,
  audit,
  users,
  allocations,
  payments,
}: Pick<Kernel, 'db' | 'clock'> & {
  audit: Pick<AuditService, 'adminAction'>;
  users: Pick<UsersService, 'summariesOf'>;
  allocations: Pick<AllocationsService, 'forSponsor'>;
  payments: Pick<PaymentRecords, 'ofKindForUser' | 'effectiveStatus'>;
}) {
  const repo = createSponsorsRepo(db);

  async function notesOf(sponsorId: string): Promise<SponsorNote[]> {
    const rows = await repo.notes(sponsorId);
    const authors = new Map(
      (await users.summariesOf(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))).map((user) => [user.id, user.fullName ?? user.email]),
    );
    return rows.map((row) => ({
      id: row.id,
      note: row.note,
      createdBy: row.createdBy,
      createdByName: row.createdBy ? (authors.get(row.createdBy) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    async counters(): Promise<SponsorCounters> {
      const [sponsorCounts, allocationCounts] = await Promise.all([repo.counts(), createAllocationsRepo(db).counts(clock())]);
      return {
        totalSponsors: sponsorCounts.total,
        activeSponsors: sponsorCounts.active,
        totalAllocations: allocationCounts.total,
        activeAllocations: allocationCounts.active,
      };
    },

    async list(query: AdminSponsorsQuery): Promise<AdminSponsorList> {
      const page = Number(query.page ?? 1);
      const { rows, total } = await repo.page(filterOf(query), { limit: ADMIN_SPONSORS_PAGE_SIZE, offset: (page - 1) * ADMIN_SPONSORS_PAGE_SIZE });
      return { sponsors: rows.map(toAdminSponsor), total, page, pageSize: ADMIN_SPONSORS_PAGE_SIZE };
    },

    async exportCsv(query: AdminSponsorsQuery): Promise<string> {
      const { rows } = await repo.page(filterOf(query), { limit: 100_000, offset: 0 });
      if (rows.length === 0) throw new AppError('NOT_FOUND', a.noSponsorsToExport);
      return sponsorsCsv(rows);
    },

    async profile(sponsorId: string): Promise<AdminSponsorProfile> {
      const sponsor = await repo.byId(sponsorId);
      if (!sponsor) throw notFound();
      const [allocationList, notes, paymentRows, sponsorshipRows] = await Promise.all([
        allocations.forSponsor(sponsorId),
        notesOf(sponsorId),
        payments.ofKindForUser(sponsorId, SPONSORSHIP_KIND),
        createSponsorRequestsRepo(db).forSponsor(sponsorId),
      ]);
      const sponsorships = sponsorshipRows.map(toSponsorship);
      const now = clock();
      return {
        sponsor: toAdminSponsor(sponsor),
        allocations: allocationList,
        notes,
        payments: paymentRows.map((payment) => ({
          merchantReference: payment.merchantReference,
          providerPaymentId: payment.providerPaymentId,
          amountCents: payment.amountGrossCents ?? payment.amountCents,
          status: paymentStatusSchema.catch('pending').parse(payments.effectiveStatus(payment, now)),
          paidAt: payment.paidAt?.toISOString() ?? null,
          createdAt: payment.createdAt.toISOString(),
          learners: sponsorships.filter((row) => row.merchantReference === payment.merchantReference).length,
        })),
        sponsorships,
      };
    },

    async addNote(actor: Actor, sponsorId: string, input: NewSponsorNote): Promise<SponsorNote> {
      return db.transaction(async (tx) => {
        const txRepo = createSponsorsRepo(tx);
        if (!(await txRepo.byId(sponsorId, true))) throw notFound();
        const row = await txRepo.insertNote({ sponsorId, note: input.note, createdBy: actor.id, createdAt: clock() });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: SPONSOR_NOTE_ADDED,
            message: 'Sponsor note added',
            targetType: 'sponsor',
            targetId: sponsorId,
            component: 'sponsors',
            details: { noteId: row.id },
          },
          tx,
        );
        const [author] = await users.summariesOf([actor.id], tx);
        return {
          id: row.id,
          note: row.note,
          createdBy: actor.id,
          createdByName: author?.fullName ?? author?.email ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
  };
}
export type SponsorsAdminService = ReturnType<typeof createSponsorsAdminService>;
