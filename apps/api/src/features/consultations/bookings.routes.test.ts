import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationErrorTexts as e } from '@kusasa/domain/consultation-texts';
import { bookingResultSchema, learnerConsultationsSchema, type BookingResult } from '@kusasa/domain/schemas/consultations';
import { receiptListSchema } from '@kusasa/domain/schemas/receipts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { consultationBookings } from '../../db/schema/consultations.ts';
import { containing } from '../../test/http.ts';
import { completeInSimulator } from '../../test/payments.ts';
import { call } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { approvedCounselor, consultationsApp, learner, publishSlot } from './consultations.test-support.ts';

// A learner books and pays (issue 31): the race for one slot, payment completion, the unpaid hold,
// confirmations with a calendar file, the receipt, and who may see what.

const BOOK = '/api/consultations/bookings';
type Clock = Awaited<ReturnType<typeof consultationsApp>>['clock'];

describe('booking a consultation', () => {
  let t: TestApp;
  let clock: Clock;
  beforeAll(async () => ({ t, clock } = await consultationsApp()));
  afterAll(() => t.close());

  const book = async (cookie: string, slotId: string, sessionType = 'career-guidance') =>
    call(t.app, 'POST', BOOK, { cookie, payload: { slotId, sessionType } });
  const booked = async (cookie: string, slotId: string, sessionType?: string): Promise<BookingResult> => {
    const response = await book(cookie, slotId, sessionType);
    expect(response.statusCode, response.body).toBe(201);
    return bookingResultSchema.parse(response.json());
  };
  const mine = async (cookie: string) => learnerConsultationsSchema.parse((await call(t.app, 'GET', '/api/consultations', { cookie })).json());

  it('holds the slot, pays in the simulator, confirms for both with a calendar file, mail and a receipt', async () => {
    const counselor = await approvedCounselor(t, 'Sipho Dlamini');
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-05T10:00');
    const learnerA = await learner(t, 'Ayanda Zulu');
    const { booking, checkout } = await booked(learnerA.cookie, slotId);
    expect(booking).toMatchObject({
      status: 'pending_payment',
      priceCents: 60_000,
      paidBy: 'payment',
      counselorFirstName: 'Sipho',
      startsAt: '2026-03-05T08:00:00.000Z',
      endsAt: '2026-03-05T08:45:00.000Z',
    });
    expect(checkout?.fields).toEqual(expect.arrayContaining([{ name: 'amount', value: '600.00' }]));
    // Held: no one else sees it as free.
    expect((await mine((await learner(t)).cookie)).slots.map((slot) => slot.id)).not.toContain(slotId);

    const paid = await completeInSimulator(t.app, checkout!, 'pay');
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const status = await call(t.app, 'GET', `/api/consultations/checkout/${checkout!.merchantReference}`, { cookie: learnerA.cookie });
    expect(status.json()).toMatchObject({
      paymentStatus: 'paid',
      booking: { id: booking.id, status: 'confirmed', canCancel: true, canReschedule: true, refundPercentNow: 100 },
    });

    const slots = (await call(t.app, 'GET', '/api/counselor/consultations', { cookie: counselor.cookie })).json<{ slots: unknown[] }>().slots;
    expect(slots).toEqual([
      expect.objectContaining({
        id: slotId,
        booking: containing({ learnerFirstName: 'Ayanda', sessionType: 'career-guidance', status: 'confirmed' }),
      }),
    ]);

    const told = await t.database.db.select().from(notifications).where(eq(notifications.title, 'Session confirmed'));
    expect(told.map((row) => row.userId).sort()).toEqual([learnerA.id, counselor.id].sort());
    await t.app.jobs.runOnce();
    const mails = await t.database.db.select().from(outbox);
    const confirmations = mails.filter((mail) => mail.subject.startsWith('Kusasa consultation confirmed: Career Guidance'));
    expect(confirmations.map((mail) => mail.toAddress).sort()).toEqual([learnerA.email, counselor.email].sort());
    expect(confirmations.find((mail) => mail.toAddress === learnerA.email)?.textBody).toContain(`/api/consultations/bookings/${booking.id}/calendar.ics`);

    for (const [cookie, url] of [
      [learnerA.cookie, `${BOOK}/${booking.id}/calendar.ics`],
      [counselor.cookie, `/api/counselor/consultations/bookings/${booking.id}/calendar.ics`],
    ] as const) {
      const ics = await call(t.app, 'GET', url, { cookie });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toContain('text/calendar');
      expect(ics.body).toContain('DTSTART:20260305T080000Z');
      expect(ics.body).toContain('SUMMARY:Kusasa Career Guidance session');
    }
    const receipts = receiptListSchema.parse((await call(t.app, 'GET', '/api/receipts', { cookie: learnerA.cookie })).json()).receipts;
    expect(receipts).toEqual([expect.objectContaining({ description: 'Kusasa consultation: Career Guidance', amountCents: 60_000 })]);
  });

  it('lets exactly one of two learners racing for a slot win; the other gets a clear conflict', async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-06T10:00');
    const [one, two] = [await learner(t), await learner(t)];
    const responses = await Promise.all([book(one.cookie, slotId), book(two.cookie, slotId)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ error: { code: 'CONFLICT', message: e.slotTaken } });
    const rows = await t.database.db.select().from(consultationBookings).where(eq(consultationBookings.slotId, slotId));
    expect(rows).toHaveLength(1);
  });

  it('releases an unpaid hold after 15 minutes; a payment arriving after someone else took the slot is refunded in full', async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-07T10:00');
    const slow = await learner(t);
    const { checkout } = await booked(slow.cookie, slotId);
    clock.advance(14 * 60_000);
    expect((await book((await learner(t)).cookie, slotId)).statusCode).toBe(409);
    clock.advance(2 * 60_000);
    const quick = await learner(t);
    await booked(quick.cookie, slotId);
    expect((await mine(slow.cookie)).bookings).toEqual([expect.objectContaining({ status: 'expired', canCancel: false })]);

    await completeInSimulator(t.app, checkout!, 'pay');
    const status = await call(t.app, 'GET', `/api/consultations/checkout/${checkout!.merchantReference}`, { cookie: slow.cookie });
    expect(status.json()).toMatchObject({ paymentStatus: 'paid', booking: { status: 'expired', refund: { amountCents: 60_000, percent: 100 } } });
  });

  it('refuses a slot that does not offer the session, has started, or was withdrawn', async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-08T10:00', ['application-review']);
    const someone = await learner(t);
    const wrongType = await book(someone.cookie, slotId, 'career-guidance');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error: { fields: { sessionType: e.sessionNotOffered } } });
    await call(t.app, 'POST', `/api/counselor/consultations/slots/${slotId}/withdraw`, { cookie: counselor.cookie });
    expect((await book(someone.cookie, slotId, 'application-review')).json()).toMatchObject({ error: { message: e.slotUnavailable } });
    expect((await book(someone.cookie, '00000000-0000-4000-8000-000000000000', 'application-review')).statusCode).toBe(409);
  });

  it("keeps bookings to learners: a counselor cannot book, and nobody reaches another learner's booking", async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-09T10:00');
    expect((await book(counselor.cookie, slotId)).statusCode).toBe(403);
    const owner = await learner(t);
    const { booking } = await booked(owner.cookie, slotId);
    const other = await learner(t);
    expect((await call(t.app, 'POST', `${BOOK}/${booking.id}/cancel`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BOOK}/${booking.id}/calendar.ics`, { cookie: other.cookie })).statusCode).toBe(404);
    const otherCounselor = await approvedCounselor(t, 'Lerato Mokoena');
    expect((await call(t.app, 'GET', `/api/counselor/consultations/bookings/${booking.id}/calendar.ics`, { cookie: otherCounselor.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/api/counselor/consultations', { cookie: owner.cookie })).statusCode).toBe(403);
    expect((await mine(other.cookie)).bookings).toEqual([]);
  });
});
