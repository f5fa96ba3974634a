import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationErrorTexts as e } from '@kusasa/domain/consultation-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { bookingResultSchema, learnerConsultationsSchema, type BookingResult } from '@kusasa/domain/schemas/consultations';
import { consultationRefunds } from '../../db/schema/consultations.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { givePlan } from '../../test/documents.ts';
import { containing, matching } from '../../test/http.ts';
import { completeInSimulator } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { approvedCounselor, consultationsApp, learner, publishSlot, signInAgain } from './consultations.test-support.ts';

// Cancelling and moving a session under the rules shown before paying, the refunds they record
// (on a moved clock), Pro + AI's included sessions, and the reminders before a session (issue 31).

const BOOK = '/api/consultations/bookings';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
type Clock = Awaited<ReturnType<typeof consultationsApp>>['clock'];

describe('changing a consultation', () => {
  let t: TestApp;
  let clock: Clock;
  beforeAll(async () => ({ t, clock } = await consultationsApp()));
  afterAll(() => t.close());

  const book = async (cookie: string, slotId: string, sessionType = 'career-guidance'): Promise<BookingResult> => {
    const response = await call(t.app, 'POST', BOOK, { cookie, payload: { slotId, sessionType } });
    expect(response.statusCode, response.body).toBe(201);
    return bookingResultSchema.parse(response.json());
  };
  /** A slot `daysAhead` from now (SA wall clock), booked and paid. */
  async function paidBooking(daysAhead: number, sessionType = 'career-guidance') {
    const counselor = await approvedCounselor(t);
    const local = new Date(clock.now.getTime() + daysAhead * DAY + 2 * HOUR).toISOString().slice(0, 16);
    const slotId = await publishSlot(t, counselor.cookie, local);
    const account = await learner(t);
    const { booking, checkout } = await book(account.cookie, slotId, sessionType);
    await completeInSimulator(t.app, checkout!, 'pay');
    return { account, booking, slotId, counselor, startsAt: new Date(booking.startsAt) };
  }
  const cancel = (cookie: string, id: string) => call(t.app, 'POST', `${BOOK}/${id}/cancel`, { cookie });
  const moveTo = (startsAt: Date) => (clock.now = new Date(startsAt));

  it('refunds 100% when cancelled 24 hours or more before the start, and frees the slot', async () => {
    const { account, booking, slotId } = await paidBooking(3);
    const response = await cancel(account.cookie, booking.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ booking: { status: 'cancelled', refund: { amountCents: 60_000, percent: 100 }, canCancel: false } });
    const other = await learner(t);
    const list = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie: other.cookie })).json());
    expect(list.slots.map((slot) => slot.id)).toContain(slotId);
  });

  it('refunds 80% within 24 hours of the start once the cooling-off week has passed, 100% within it', async () => {
    const late = await paidBooking(10, 'interview-preparation');
    const inCoolingOff = await paidBooking(3, 'application-review');
    moveTo(new Date(inCoolingOff.startsAt.getTime() - 12 * HOUR));
    expect((await cancel(inCoolingOff.account.cookie, inCoolingOff.booking.id)).json()).toMatchObject({
      booking: { refund: { amountCents: 40_000, percent: 100 } },
    });
    moveTo(new Date(late.startsAt.getTime() - 12 * HOUR));
    const cookie = await signInAgain(t, late.account);
    const shown = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie })).json());
    expect(shown.bookings[0]).toMatchObject({ refundPercentNow: 80, canReschedule: false });
    expect((await cancel(cookie, late.booking.id)).json()).toMatchObject({ booking: { refund: { amountCents: 60_000, percent: 80 } } });
  });

  it('refuses to cancel a session that has started, and records a refund only once and never edits it', async () => {
    const { account, booking } = await paidBooking(2);
    moveTo(new Date(new Date(booking.startsAt).getTime() + 60_000));
    const response = await cancel(account.cookie, booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: e.cannotCancel } });

    const cancelled = await paidBooking(3);
    await cancel(cancelled.account.cookie, cancelled.booking.id);
    expect((await cancel(cancelled.account.cookie, cancelled.booking.id)).statusCode).toBe(409);
    const refunds = await t.database.db.select().from(consultationRefunds).where(eq(consultationRefunds.bookingId, cancelled.booking.id));
    expect(refunds).toHaveLength(1);
    await expect(
      t.database.db.update(consultationRefunds).set({ amountCents: 1 }).where(eq(consultationRefunds.bookingId, cancelled.booking.id)),
    ).rejects.toThrow();
  });

  it('lists cancellation refunds under Refunds Due in payment recovery', async () => {
    const { account, booking } = await paidBooking(4);
    await cancel(account.cookie, booking.id);
    const admin = await signedInAs(t, 'admin');
    const response = await call(t.app, 'POST', '/api/admin/payment-recovery', { cookie: admin.cookie, payload: { action: 'list_refunds' } });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: { payments: { planName: string; refundReason: string; user: { id: string } | null }[] } }>().data.payments;
    expect(rows).toContainEqual(
      expect.objectContaining({
        planName: 'Consultation',
        refundReason: matching(new RegExp(`100% refund, ${formatZar(60_000)}`)),
        user: containing({ id: account.id }),
      }),
    );
  });

  it('moves a session for free up to 24 hours before, to a free slot offering its type, and not later', async () => {
    const { account, booking, slotId, counselor } = await paidBooking(5);
    const later = await publishSlot(t, counselor.cookie, new Date(clock.now.getTime() + 6 * DAY + 2 * HOUR).toISOString().slice(0, 16), ['application-review']);
    const wrongType = await call(t.app, 'POST', `${BOOK}/${booking.id}/reschedule`, { cookie: account.cookie, payload: { slotId: later } });
    expect(wrongType.json()).toMatchObject({ error: { message: e.sessionNotOffered } });
    const target = await publishSlot(t, counselor.cookie, new Date(clock.now.getTime() + 7 * DAY + 2 * HOUR).toISOString().slice(0, 16));
    const moved = await call(t.app, 'POST', `${BOOK}/${booking.id}/reschedule`, { cookie: account.cookie, payload: { slotId: target } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ booking: { status: 'confirmed', sessionType: 'career-guidance' } });
    const list = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie: account.cookie })).json());
    expect(list.slots.map((slot) => slot.id)).toContain(slotId);
    moveTo(new Date(new Date(moved.json<BookingResult>().booking.startsAt).getTime() - 23 * HOUR));
    const tooLate = await call(t.app, 'POST', `${BOOK}/${booking.id}/reschedule`, { cookie: account.cookie, payload: { slotId } });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ error: { message: e.cannotReschedule } });
  });

  it('gives Pro + AI learners one included Career Guidance session at R0; the next is paid; cancelling gives it back', async () => {
    const counselor = await approvedCounselor(t);
    const pro = await learner(t);
    await givePlan(t.database.db, pro.id, 'pro-ai');
    const at = (days: number) => new Date(clock.now.getTime() + days * DAY + 2 * HOUR).toISOString().slice(0, 16);
    const first = await book(pro.cookie, await publishSlot(t, counselor.cookie, at(20)));
    expect(first).toMatchObject({ checkout: null, booking: { status: 'confirmed', priceCents: 0, paidBy: 'included', refundPercentNow: null } });
    const list = learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie: pro.cookie })).json());
    expect(list.included).toEqual([
      { sessionType: 'career-guidance', included: 1, remaining: 0 },
      { sessionType: 'interview-preparation', included: 1, remaining: 1 },
    ]);
    const second = await book(pro.cookie, await publishSlot(t, counselor.cookie, at(21)));
    expect(second).toMatchObject({ booking: { status: 'pending_payment', priceCents: 60_000 } });
    expect(second.checkout).not.toBeNull();
    expect((await cancel(pro.cookie, first.booking.id)).json()).toMatchObject({ booking: { status: 'cancelled', refund: null } });
    expect((await book(pro.cookie, await publishSlot(t, counselor.cookie, at(22)))).booking.priceCents).toBe(0);
    // A learner without Pro + AI pays for every session.
    expect((await book((await learner(t)).cookie, await publishSlot(t, counselor.cookie, at(23)))).booking.priceCents).toBe(60_000);
  });

  it('reminds both people 24 hours and 1 hour before, once each, and not after a cancellation', async () => {
    const { account, booking, startsAt, counselor } = await paidBooking(3);
    const reminders = () =>
      t.database.db
        .select()
        .from(outboundMessages)
        .where(and(eq(outboundMessages.template, 'consultation-reminder'), eq(outboundMessages.subject, `${booking.id}@${startsAt.toISOString()}`)));
    moveTo(new Date(startsAt.getTime() - 25 * HOUR));
    await t.app.housekeeping.runOnce();
    expect(await reminders()).toHaveLength(0);
    moveTo(new Date(startsAt.getTime() - 23 * HOUR));
    await t.app.housekeeping.runOnce();
    await t.app.housekeeping.runOnce();
    expect((await reminders()).map((row) => row.userId).sort()).toEqual([account.id, counselor.id].sort());
    await t.app.messaging.worker.runOnce();
    moveTo(new Date(startsAt.getTime() - 50 * 60_000));
    await t.app.housekeeping.runOnce();
    expect(await reminders()).toHaveLength(4);
    await cancel(account.cookie, booking.id);
    await t.app.messaging.worker.runOnce();
    // The 24-hour reminders went out; the 1-hour ones were dropped just before sending.
    expect((await reminders()).map((row) => row.status).sort()).toEqual(['cancelled', 'cancelled', 'delivered', 'delivered']);
  });
});
