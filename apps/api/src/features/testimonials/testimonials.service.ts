import type { TestimonialStatus } from '@kusasa/domain/rules/testimonials';
import type { AdminTestimonial, MyTestimonial, OwnTestimonial, PublicTestimonial, TestimonialInput } from '@kusasa/domain/schemas/testimonials';
import { testimonialStatusSchema } from '@kusasa/domain/schemas/testimonials';
import { testimonialTexts as texts } from '@kusasa/domain/testimonial-texts';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { createTestimonialsRepo, type TestimonialRow } from './testimonials.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const TESTIMONIAL_ACTIONS = { approved: 'TESTIMONIAL_APPROVED', rejected: 'TESTIMONIAL_REJECTED' } as const;

interface Deps extends Pick<Kernel, 'db' | 'clock'> {
  audit: Pick<AuditService, 'adminAction'>;
  /** Whether the learner has submitted an application (the applications feature, wired in its area). */
  hasSubmittedApplication: (userId: string) => Promise<boolean>;
}

const own = (row: TestimonialRow): OwnTestimonial => ({
  id: row.id,
  displayName: row.displayName,
  context: row.context,
  story: row.story,
  status: testimonialStatusSchema.catch('pending').parse(row.status),
  createdAt: row.createdAt.toISOString(),
});

// Learner stories: shared by learners who have applied, shown only once an admin approves them.
export function createTestimonialsService({ db, clock, audit, hasSubmittedApplication }: Deps) {
  return {
    async published(): Promise<PublicTestimonial[]> {
      const rows = await createTestimonialsRepo(db).approved();
      return rows.map((row) => ({
        id: row.id,
        displayName: row.displayName,
        context: row.context,
        story: row.story,
        approvedAt: (row.reviewedAt ?? row.createdAt).toISOString(),
      }));
    },

    async mine(userId: string): Promise<MyTestimonial> {
      const [eligible, row] = await Promise.all([hasSubmittedApplication(userId), createTestimonialsRepo(db).ofUser(userId)]);
      return { eligible, testimonial: row ? own(row) : null };
    },

    async submit(userId: string, input: TestimonialInput): Promise<OwnTestimonial> {
      if (!(await hasSubmittedApplication(userId))) throw new AppError('FORBIDDEN', texts.notEligible);
      return own(await createTestimonialsRepo(db).upsert({ userId, ...input, createdAt: clock() }));
    },

    async list(status: TestimonialStatus): Promise<AdminTestimonial[]> {
      const rows = await createTestimonialsRepo(db).byStatus(status);
      return rows.map((row) => ({ ...own(row), reviewedAt: row.reviewedAt?.toISOString() ?? null }));
    },

    /** Approves or rejects a story; the change and its audit entry are one transaction. */
    async review(actor: Actor, id: string, status: 'approved' | 'rejected'): Promise<AdminTestimonial> {
      return db.transaction(async (tx) => {
        const repo = createTestimonialsRepo(tx);
        const row = await repo.lock(id);
        if (!row) throw new AppError('NOT_FOUND', texts.notFound);
        const after = await repo.review(id, { status, reviewedAt: clock(), reviewedBy: actor.id });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: TESTIMONIAL_ACTIONS[status],
            message: `Learner story by ${row.displayName} ${status}`,
            targetType: 'testimonial',
            targetId: id,
            component: 'testimonials',
            details: { from: row.status, to: status },
          },
          tx,
        );
        return { ...own(after), reviewedAt: after.reviewedAt?.toISOString() ?? null };
      });
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
