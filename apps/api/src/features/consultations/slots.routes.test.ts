import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationErrorTexts as e } from '@kusasa/domain/consultation-texts';
import { counselorConsultationsSchema } from '@kusasa/domain/schemas/consultations';
import { anyString } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { approvedCounselor, consultationsApp, learner, publishSlot } from './consultations.test-support.ts';

// Counselors publish slots (issue 31): validation, overlaps, withdrawal, and who may.

const SLOTS = '/api/counselor/consultations/slots';

describe('counselor consultation slots', () => {
  let t: TestApp;
  beforeAll(async () => ({ t } = await consultationsApp()));
  afterAll(() => t.close());

  it('publishes a slot in South African time, lasting as long as its longest session', async () => {
    const counselor = await approvedCounselor(t);
    const response = await call(t.app, 'POST', SLOTS, {
      cookie: counselor.cookie,
      payload: { startsAt: '2026-03-10T14:30', sessionTypes: ['application-review', 'career-guidance'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { slots } = counselorConsultationsSchema.parse(response.json());
    expect(slots).toEqual([
      {
        id: anyString,
        startsAt: '2026-03-10T12:30:00.000Z',
        endsAt: '2026-03-10T13:15:00.000Z',
        sessionTypes: ['application-review', 'career-guidance'],
        booking: null,
      },
    ]);
  });

  it.each([
    ['not a time', { startsAt: '2026-03-10 14:30', sessionTypes: ['career-guidance'] }, 'startsAt', e.startsAtInvalid],
    ['a day that does not exist', { startsAt: '2026-02-30T10:00', sessionTypes: ['career-guidance'] }, 'startsAt', e.startsAtInvalid],
    ['the past', { startsAt: '2026-03-01T09:00', sessionTypes: ['career-guidance'] }, 'startsAt', e.startsAtPast],
    ['too far ahead', { startsAt: '2026-07-01T09:00', sessionTypes: ['career-guidance'] }, 'startsAt', e.startsAtTooFar],
    ['a type twice', { startsAt: '2026-03-11T09:00', sessionTypes: ['career-guidance', 'career-guidance'] }, 'sessionTypes', e.sessionTypesDuplicate],
  ])('refuses %s with a 400 and publishes nothing', async (_case, payload, field, message) => {
    const counselor = await approvedCounselor(t);
    const response = await call(t.app, 'POST', SLOTS, { cookie: counselor.cookie, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    const list = await call(t.app, 'GET', '/api/counselor/consultations', { cookie: counselor.cookie });
    expect(list.json()).toEqual({ slots: [] });
  });

  it('refuses an unknown session type or none', async () => {
    const counselor = await approvedCounselor(t);
    for (const sessionTypes of [[], ['yoga']]) {
      const response = await call(t.app, 'POST', SLOTS, { cookie: counselor.cookie, payload: { startsAt: '2026-03-10T10:00', sessionTypes } });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a slot overlapping one of the same counselor, but not another counselor's", async () => {
    const counselor = await approvedCounselor(t);
    await publishSlot(t, counselor.cookie, '2026-03-12T10:00', ['interview-preparation']);
    const overlapping = await call(t.app, 'POST', SLOTS, {
      cookie: counselor.cookie,
      payload: { startsAt: '2026-03-12T10:45', sessionTypes: ['application-review'] },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({ error: { fields: { startsAt: e.overlaps } } });
    // Back to back is not an overlap.
    await publishSlot(t, counselor.cookie, '2026-03-12T11:00', ['application-review']);
    const other = await approvedCounselor(t, 'Lerato Mokoena');
    await publishSlot(t, other.cookie, '2026-03-12T10:00', ['career-guidance']);
  });

  it('withdraws its own unbooked slot; another counselor gets 404 and the slot stays', async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-13T09:00');
    const intruder = await approvedCounselor(t, 'Thabo Nkosi');
    const stolen = await call(t.app, 'POST', `${SLOTS}/${slotId}/withdraw`, { cookie: intruder.cookie });
    expect(stolen.statusCode).toBe(404);
    const withdrawn = await call(t.app, 'POST', `${SLOTS}/${slotId}/withdraw`, { cookie: counselor.cookie });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ slots: [] });
    // A withdrawn slot frees its time for a new one.
    await publishSlot(t, counselor.cookie, '2026-03-13T09:00');
  });

  it('refuses to withdraw a booked slot', async () => {
    const counselor = await approvedCounselor(t);
    const slotId = await publishSlot(t, counselor.cookie, '2026-03-14T09:00');
    const booker = await learner(t);
    const booked = await call(t.app, 'POST', '/api/consultations/bookings', { cookie: booker.cookie, payload: { slotId, sessionType: 'career-guidance' } });
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await call(t.app, 'POST', `${SLOTS}/${slotId}/withdraw`, { cookie: counselor.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: e.slotBooked } });
  });

  it('lets only approved counselors publish: learners are refused by the policy, unapproved counselors by the service', async () => {
    const payload = { startsAt: '2026-03-15T09:00', sessionTypes: ['career-guidance'] };
    const student = await learner(t);
    expect((await call(t.app, 'POST', SLOTS, { cookie: student.cookie, payload })).statusCode).toBe(403);
    const waiting = await signedInAs(t, 'consultant');
    const refused = await call(t.app, 'POST', SLOTS, { cookie: waiting.cookie, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: e.notApprovedCounselor } });
    expect((await call(t.app, 'POST', SLOTS, { payload })).statusCode).toBe(401);
  });
});
