import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SponsorCriteria } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import type { Config } from '../../config.ts';
import type { DatabaseHandle, Executor } from '../../db/database.ts';
import { sponsorInvitations } from '../../db/schema/funding.ts';
import { AppError } from '../../http/app-error.ts';
import { createAccount } from '../../test/http.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { FundingForSponsors, SponsorShareableLearner } from '../funding/funding-ports.ts';
import { createSponsorMatchesService } from './sponsor-matches.service.ts';

// Sponsors' criteria, matches and invitations against a stand-in funding feature (the real one is
// wired in areas/funding.ts; sponsor-matches-funding.routes.test.ts runs them through it).

let database: DatabaseHandle;
let now = new Date('2026-03-01T08:00:00Z');
let shared: SponsorShareableLearner[] = [];
let recorded: { tx: Executor; invitation: Parameters<FundingForSponsors['recordInvitation']>[1] }[] = [];
let failRecording = false;
const funding: FundingForSponsors = {
  shareableLearners: () => Promise.resolve(shared),
  async recordInvitation(tx, invitation) {
    if (failRecording) throw new Error('timeline unavailable');
    recorded.push({ tx, invitation });
    return Promise.resolve();
  },
};

let service: ReturnType<typeof createSponsorMatchesService>;
let sponsorId: string;
let otherSponsorId: string;
const learnerIds: string[] = [];

const learnerLike = (learnerId: string, overrides: Partial<SponsorShareableLearner> = {}): SponsorShareableLearner => ({
  learnerId,
  firstName: 'Sipho',
  province: 'Gauteng',
  fieldsOfStudy: ['engineering'],
  institutionTypes: ['public-university'],
  identityCheck: null,
  incomeBand: 'up-to-122000',
  outcome: 'unlikely',
  ...overrides,
});
const anything: SponsorCriteria = { provinces: [], institutionTypes: [], fieldsOfStudy: [], maxIncomeBand: null, nsfasUnlikelyOnly: false };

beforeAll(async () => {
  database = await openTestDatabase();
  service = createSponsorMatchesService({
    db: database.db,
    clock: () => now,
    config: { fileSigningSecret: 's'.repeat(32) } as Config,
    funding,
    sponsorName: (id) => Promise.resolve(id === sponsorId ? 'Ubuntu Bursary Trust' : 'Other Trust'),
  });
  sponsorId = (await createAccount({ database }, 'sponsor')).id;
  otherSponsorId = (await createAccount({ database }, 'sponsor')).id;
  for (let i = 0; i < 3; i++) learnerIds.push((await createAccount({ database }, 'student')).id);
});
afterAll(() => database.close());
beforeEach(() => {
  recorded = [];
  failRecording = false;
  shared = [
    learnerLike(learnerIds[0]!),
    learnerLike(learnerIds[1]!, { firstName: 'Naledi', province: 'Limpopo', fieldsOfStudy: [], incomeBand: 'not-sure', outcome: 'likely' }),
    learnerLike(learnerIds[2]!, { firstName: 'Kagiso', fieldsOfStudy: ['law'], incomeBand: '350001-to-600000', outcome: 'maybe' }),
  ];
});

const expectAppError = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
};

describe('sponsor matches', () => {
  it('has no criteria and no matches before the sponsor saves any', async () => {
    expect(await service.criteria(sponsorId)).toEqual({ criteria: null, updatedAt: null });
    expect(await service.matches(sponsorId)).toEqual({ matches: [] });
  });

  it('saves and replaces criteria, and lists the learners who fit, without their account id', async () => {
    const saved = await service.saveCriteria(sponsorId, { ...anything, fieldsOfStudy: ['engineering', 'law'], maxIncomeBand: '350001-to-600000' });
    expect(saved).toEqual({
      criteria: { ...anything, fieldsOfStudy: ['engineering', 'law'], maxIncomeBand: '350001-to-600000' },
      updatedAt: now.toISOString(),
    });
    const { matches } = await service.matches(sponsorId);
    expect(matches.map((match) => match.firstName).sort()).toEqual(['Kagiso', 'Sipho']);
    for (const match of matches) {
      expect(match.reference).toMatch(/^FM-[A-Z0-9]{12}$/);
      expect(JSON.stringify(match)).not.toMatch(new RegExp(learnerIds.join('|')));
      expect(match.invitedAt).toBeNull();
    }

    now = new Date('2026-03-02T08:00:00Z');
    await service.saveCriteria(sponsorId, { ...anything, nsfasUnlikelyOnly: true });
    expect(await service.criteria(sponsorId)).toEqual({ criteria: { ...anything, nsfasUnlikelyOnly: true }, updatedAt: now.toISOString() });
    expect((await service.matches(sponsorId)).matches.map((match) => match.firstName)).toEqual(['Sipho']);
  });

  it('gives each sponsor its own reference for the same learner', async () => {
    await service.saveCriteria(otherSponsorId, anything);
    await service.saveCriteria(sponsorId, anything);
    const mine = (await service.matches(sponsorId)).matches.map((match) => match.reference);
    const theirs = (await service.matches(otherSponsorId)).matches.map((match) => match.reference);
    expect(mine).toHaveLength(3);
    expect(mine.filter((reference) => theirs.includes(reference))).toEqual([]);
  });

  it('invites a match once, in one transaction with the learner’s timeline, and shows when', async () => {
    await service.saveCriteria(sponsorId, { ...anything, fieldsOfStudy: ['engineering'] });
    const [match] = (await service.matches(sponsorId)).matches;
    now = new Date('2026-03-03T09:30:00Z');
    const invited = await service.invite(sponsorId, match!.reference, 'Apply for our engineering bursary.');
    expect(invited).toMatchObject({ reference: match!.reference, firstName: 'Sipho', invitedAt: now.toISOString() });
    expect(recorded.map((entry) => entry.invitation)).toEqual([
      {
        invitationId: expect.any(String) as unknown,
        learnerId: learnerIds[0],
        sponsorId,
        sponsorName: 'Ubuntu Bursary Trust',
        message: 'Apply for our engineering bursary.',
      },
    ]);
    expect(recorded[0]!.tx).not.toBe(database.db);
    expect((await service.matches(sponsorId)).matches).toEqual([{ ...match, invitedAt: now.toISOString() }]);

    await expectAppError(service.invite(sponsorId, match!.reference, null), 'CONFLICT');
    expect(recorded).toHaveLength(1);
    expect(await database.db.select().from(sponsorInvitations).where(eq(sponsorInvitations.learnerId, learnerIds[0]!))).toHaveLength(1);
  });

  it('answers 404 for a reference not among the sponsor’s matches, or a learner who stopped sharing', async () => {
    await service.saveCriteria(sponsorId, anything);
    await service.saveCriteria(otherSponsorId, anything);
    const theirs = (await service.matches(otherSponsorId)).matches.find((match) => match.firstName === 'Kagiso')!;
    await expectAppError(service.invite(sponsorId, theirs.reference, null), 'NOT_FOUND');
    await expectAppError(service.invite(sponsorId, 'FM-000000000000', null), 'NOT_FOUND');

    const kagiso = (await service.matches(sponsorId)).matches.find((match) => match.firstName === 'Kagiso')!;
    shared = shared.filter((learner) => learner.learnerId !== learnerIds[2]);
    await expectAppError(service.invite(sponsorId, kagiso.reference, null), 'NOT_FOUND');
    expect(recorded).toEqual([]);
  });

  it('writes nothing when the timeline cannot take the invitation', async () => {
    await service.saveCriteria(sponsorId, anything);
    const naledi = (await service.matches(sponsorId)).matches.find((match) => match.firstName === 'Naledi')!;
    failRecording = true;
    await expect(service.invite(sponsorId, naledi.reference, null)).rejects.toThrow('timeline unavailable');
    expect(await database.db.select().from(sponsorInvitations).where(eq(sponsorInvitations.learnerId, learnerIds[1]!))).toHaveLength(0);
    failRecording = false;
    expect((await service.invite(sponsorId, naledi.reference, null)).invitedAt).not.toBeNull();
  });
});
