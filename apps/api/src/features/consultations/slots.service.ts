import { consultationErrorTexts as t } from '@kusasa/domain/consultation-texts';
import { MAX_DAYS_AHEAD, saLocalToInstant, slotMinutes } from '@kusasa/domain/rules/consultations';
import type { CounselorConsultations, NewSlot } from '@kusasa/domain/schemas/consultations';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { firstNameOf, toCounselorSlot } from './booking-views.ts';
import { createConsultationsRepo } from './consultations.repo.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Is the counselor approved by an admin (features/counselor-accounts)? */
export interface ApprovalPort {
  isApproved(userId: string): Promise<boolean>;
}

type Deps = Pick<Kernel, 'db' | 'clock' | 'users'> & { approval: ApprovalPort };

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

// A counselor's published times (issue 31): only an approved counselor publishes; a slot starts in
// the future (within 90 days), offers each session type once, and overlaps none of their open
// slots (checked under a per-counselor lock, so two tabs publishing at once cannot both pass).
export function createSlotsService({ db, clock, users, approval }: Deps) {
  async function approved(counselorId: string) {
    if (!(await approval.isApproved(counselorId))) throw new AppError('FORBIDDEN', t.notApprovedCounselor);
  }

  function startOf(input: NewSlot): Date {
    const startsAt = saLocalToInstant(input.startsAt);
    if (!startsAt) throw invalid('startsAt', t.startsAtInvalid);
    const now = clock();
    if (startsAt.getTime() <= now.getTime()) throw invalid('startsAt', t.startsAtPast);
    if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) throw invalid('startsAt', t.startsAtTooFar);
    if (new Set(input.sessionTypes).size !== input.sessionTypes.length) throw invalid('sessionTypes', t.sessionTypesDuplicate);
    return startsAt;
  }

  async function list(counselorId: string): Promise<CounselorConsultations> {
    const repo = createConsultationsRepo(db);
    const slots = await repo.slotsOf(counselorId, clock());
    const bookings = new Map((await repo.liveBookingsOf(slots.map((slot) => slot.id))).map((row) => [row.slotId, row]));
    const names = new Map((await users.summariesOf([...bookings.values()].map((row) => row.learnerId))).map((user) => [user.id, user.fullName]));
    return {
      slots: slots.map((slot) => {
        const booking = bookings.get(slot.id) ?? null;
        return toCounselorSlot(slot, booking, firstNameOf(booking && names.get(booking.learnerId), '-'));
      }),
    };
  }

  return {
    async list(counselorId: string): Promise<CounselorConsultations> {
      await approved(counselorId);
      return list(counselorId);
    },

    async publish(counselorId: string, input: NewSlot): Promise<CounselorConsultations> {
      await approved(counselorId);
      const startsAt = startOf(input);
      const endsAt = new Date(startsAt.getTime() + slotMinutes(input.sessionTypes) * MINUTE_MS);
      await db.transaction(async (tx) => {
        const repo = createConsultationsRepo(tx);
        await repo.lockCounselor(counselorId);
        if ((await repo.overlapping(counselorId, startsAt, endsAt)).length > 0) throw invalid('startsAt', t.overlaps);
        await repo.insertSlot({ counselorId, startsAt, endsAt, sessionTypes: input.sessionTypes, createdAt: clock() });
      });
      return list(counselorId);
    },

    /** Withdraws the counselor's own unbooked slot; another's is 404, as a made-up id. */
    async withdraw(counselorId: string, slotId: string): Promise<CounselorConsultations> {
      await approved(counselorId);
      await db.transaction(async (tx) => {
        const repo = createConsultationsRepo(tx);
        const slot = await repo.lockSlot(slotId);
        if (!slot || slot.counselorId !== counselorId || slot.withdrawnAt) throw new AppError('NOT_FOUND', t.slotNotFound);
        await repo.releaseStaleHolds(clock(), slotId);
        if (await repo.liveBookingOf(slotId)) throw new AppError('CONFLICT', t.slotBooked);
        await repo.withdraw(slotId, clock());
      });
      return list(counselorId);
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
