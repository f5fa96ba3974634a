import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationErrorTexts as e } from '@kusasa/domain/consultation-texts';
import { bookingResultSchema, counselorConsultationsSchema, learnerConsultationsSchema } from '@kusasa/domain/schemas/consultations';
import { consultationBookings, consultationRefunds } from '../../db/schema/consultations.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { givePlan } from '../../test/documents.ts';
import { completeInSimulator } from '../../test/payments.ts';
import { call } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { approvedCounselor, consultationsApp, learner, publishSlot, signInAgain } from './consultations.test-support.ts';

// A counselor cancels a booked session (issue 31's leftover): the learner reads why and gets all
// they paid back, the slot is withdrawn, and nothing changes when the cancellation is refused.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const REASON = 'I am ill and cannot take the session. Please book another time.';

describe('a counselor cancelling a booked session', () => {
  let t: TestApp;
  let clock: Awaited<ReturnType<typeof consultationsApp>>['clock'];
  beforeAll(async () => ({ t, clock } = await consultationsApp()));
  afterAll(() => t.close());

  const at = (days: number) => new Date(clock.now.getTime() + days * DAY + 2 * HOUR).toISOString().slice(0, 16);
  async function booked(days: number, plan?: 'pro-ai') {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, at(days));
    const account = await learner(t);
    if (plan) await givePlan(t.database.db, account.id, plan);
    const response = await call(t.app, 'POST', '/api/consultations/bookings', { cookie: account.cookie, payload: { slotId, sessionType: 'career-guidance' } });
    const { booking, checkout } = bookingResultSchema.parse(response.json());
    if (checkout) await completeInSimulator(t.app, checkout, 'pay');
    return { counselor, account, booking, slotId };
  }
  const cancel = (cookie: string, bookingId: string, reason = REASON) =>
    call(t.app, 'POST', `/api/counselor/consultations/bookings/${bookingId}/cancel`, { cookie, payload: { reason } });
  const statusOf = async (bookingId: string) =>
    (await t.database.db.select().from(consultationBookings).where(eq(consultationBookings.id, bookingId)))[0]!.status;

  it('refunds all of a paid session even within 24 hours and past the cooling-off week, withdraws the slot, and tells the learner why', async () => {
    const { counselor, account: learnerAccount, booking, slotId } = await booked(10);
    // A learner cancelling now would get 80%: within 24 hours of the start, paid more than 7 days ago.
    clock.now = new Date(new Date(booking.startsAt).getTime() - 12 * HOUR);
    const account = { ...learnerAccount, cookie: await signInAgain(t, learnerAccount) };
    const response = await cancel(await signInAgain(t, counselor), booking.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(counselorConsultationsSchema.parse(response.json()).slots.map((slot) => slot.id)).not.toContain(slotId);

    const refunds = await t.database.db.select().from(consultationRefunds).where(eq(consultationRefunds.bookingId, booking.id));
    expect(refunds).toEqual([expect.objectContaining({ percent: 100, amountCents: 60_000 })]);
    expect(refunds[0]!.reason).toMatch(/cancelled by the counselor/);

    const shown = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie: account.cookie })).json());
    expect(shown.bookings[0]).toMatchObject({ status: 'cancelled', refund: { percent: 100, amountCents: 60_000 } });
    expect(shown.slots.map((slot) => slot.id)).not.toContain(slotId);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, account.id));
    expect(told.map((row) => row.message)).toContainEqual(expect.stringContaining(REASON));
    await t.app.jobs.runOnce();
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, account.email));
    expect(mails.find((mail) => mail.subject.startsWith('Kusasa consultation cancelled'))?.textBody).toContain(REASON);
  });

  it('gives an included session back, with no refund row', async () => {
    const { counselor, account, booking } = await booked(5, 'pro-ai');
    expect(booking.paidBy).toBe('included');
    expect((await cancel(counselor.cookie, booking.id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(consultationRefunds).where(eq(consultationRefunds.bookingId, booking.id))).toEqual([]);
    const shown = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie: account.cookie })).json());
    expect(shown.included).toContainEqual({ sessionType: 'career-guidance', included: 1, remaining: 1 });
  });

  it("refuses another counselor's booking, a short reason, a started or already cancelled session, changing nothing", async () => {
    const { counselor, booking } = await booked(3);
    const other = await approvedCounselor(t, 'Thabo Nkosi');
    expect((await cancel(other.cookie, booking.id)).statusCode).toBe(404);
    const short = await cancel(counselor.cookie, booking.id, 'ill');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(e.cancelReasonLength);
    expect(await statusOf(booking.id)).toBe('confirmed');

    const started = await booked(2);
    clock.now = new Date(new Date(started.booking.startsAt).getTime() + 60_000);
    const late = await cancel(started.counselor.cookie, started.booking.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: e.cannotCancel } });
    expect(await statusOf(started.booking.id)).toBe('confirmed');
  });

  it('refuses a second cancellation and records one refund', async () => {
    const { counselor, booking } = await booked(4);
    expect((await cancel(counselor.cookie, booking.id)).statusCode).toBe(200);
    const again = await cancel(counselor.cookie, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: e.counselorNotCancellable } });
    expect(await t.database.db.select().from(consultationRefunds).where(eq(consultationRefunds.bookingId, booking.id))).toHaveLength(1);
  });
});
