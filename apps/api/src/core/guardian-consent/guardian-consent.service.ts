import { randomBytes } from 'node:crypto';
import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { sharingAllowed, type GuardianConsentStatus } from '@kusasa/domain/rules/guardian-consent';
import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import type { Guardian, GuardianConsentState } from '@kusasa/domain/schemas/guardian-consent';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Messaging } from '../messaging/messaging.ts';
import { createGuardianAnswers, type GuardianAnswersDeps } from './guardian-answers.ts';
import { guardianLinkMessage, hashOf, learnerFirstName } from './guardian-link-message.ts';
import { createGuardianConsentRepo, type GuardianConsentRow } from './guardian-consent.repo.ts';

interface Deps extends GuardianAnswersDeps {
  messaging: Pick<Messaging, 'queueTo'>;
  publicUrl: string;
}

/** A resend within this long of the last link is refused (a guardian's phone is not a toy). */
const RESEND_GAP_MS = 60_000;

// A learner under 18's parent or guardian confirms by a link (issue 32, POPIA section 35). Until
// they do, and after a decline or a withdrawal, the learner's information does not leave Kusasa:
// the write gates call `assertSharing`, the reads of other audiences filter with `heldSql`.
export function createGuardianConsentService({ db, clock, audit, messaging, notifications, users, publicUrl }: Deps) {
  const today = () => isoCalendarDateIn(clock());
  const guardianSide = createGuardianAnswers({ db, clock, audit, notifications, users });

  /** A new link for the learner's guardian, queued by SMS and email in `executor`'s transaction. */
  async function sendLink(executor: Executor, learnerId: string, row: Pick<GuardianConsentRow, 'guardianName' | 'phone' | 'email'>): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    const repo = createGuardianConsentRepo(executor);
    await repo.setLink(learnerId, hashOf(token), now);
    const learner = await users.personalDetails(learnerId, executor);
    const url = new URL(`/guardian-consent#token=${token}`, publicUrl).href;
    const message = guardianLinkMessage({
      learnerFirstName: learnerFirstName(learner?.fullName),
      guardianName: row.guardianName,
      url,
      linkId: hashOf(token).slice(0, 16),
    });
    await messaging.queueTo(executor, learnerId, message, [
      { channel: 'sms', address: row.phone },
      { channel: 'email', address: row.email },
    ]);
    await repo.addEvent({ learnerId, kind: 'link-sent', actor: 'kusasa', guardianName: row.guardianName, at: now });
  }

  /** A learner cannot be their own guardian: the link must reach someone else. */
  async function refuseOwnContact(executor: Executor, learnerId: string, email: string, phone: string): Promise<void> {
    const learner = await users.personalDetails(learnerId, executor);
    const own = (value: string | null | undefined) => value?.trim().toLowerCase();
    if ([own(learner?.email), own(learner?.contactEmail)].includes(own(email)))
      throw new AppError('VALIDATION', t.errors.ownContact, { 'guardian.email': t.errors.ownContact, email: t.errors.ownContact });
    if (learner?.phoneNumber && normalizeSaPhone(learner.phoneNumber) === phone)
      throw new AppError('VALIDATION', t.errors.ownContact, { 'guardian.phone': t.errors.ownContact, phone: t.errors.ownContact });
  }

  /** The learner names a guardian (at registration, or a new one later): pending until they answer. */
  async function request(executor: Executor, learnerId: string, guardian: Guardian, adultOn: string): Promise<void> {
    const now = clock();
    const phone = normalizeSaPhone(guardian.phone) ?? guardian.phone;
    await refuseOwnContact(executor, learnerId, guardian.email, phone);
    const repo = createGuardianConsentRepo(executor);
    const row = { learnerId, status: 'pending', guardianName: guardian.name, relationship: guardian.relationship, phone, email: guardian.email, adultOn };
    await repo.request({ ...row, tokenHash: null, linkSentAt: null, updatedAt: now });
    await repo.addEvent({
      learnerId,
      kind: 'requested',
      actor: 'learner',
      guardianName: guardian.name,
      details: { relationship: guardian.relationship },
      at: now,
    });
    await sendLink(executor, learnerId, { guardianName: guardian.name, phone, email: guardian.email });
  }

  async function stateOf(learnerId: string): Promise<GuardianConsentState> {
    const row = await createGuardianConsentRepo(db).of(learnerId);
    if (!row) return { needed: false, sharingAllowed: true, status: null, guardian: null, linkSentAt: null, answeredAt: null, adultOn: null };
    const status = row.status as GuardianConsentStatus;
    const relationship = row.relationship as Guardian['relationship'] | null;
    return {
      needed: row.adultOn > today(),
      sharingAllowed: sharingAllowed(status, row.adultOn, today()),
      status,
      guardian: { name: row.guardianName, relationship: relationship ?? 'other-family', phone: row.phone, email: row.email },
      linkSentAt: row.linkSentAt?.toISOString() ?? null,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      adultOn: row.adultOn,
    };
  }

  return {
    request,
    stateOf,
    view: guardianSide.view,
    answer: guardianSide.answer,
    /** Refuses a write that would share the learner's information (submit, requests, links, payments). */
    async assertSharing(learnerId: string, executor: Executor = db): Promise<void> {
      if (await createGuardianConsentRepo(executor).isHeld(learnerId, today())) throw new AppError('FORBIDDEN', t.errors.sharingHeld);
    },

    /** The learner changes their guardian: a new pending request and link; sharing waits again. */
    async change(learnerId: string, guardian: Guardian): Promise<GuardianConsentState> {
      const row = await createGuardianConsentRepo(db).of(learnerId);
      if (!row || row.adultOn <= today()) throw new AppError('CONFLICT', t.errors.notNeeded);
      await db.transaction((tx) => request(tx, learnerId, guardian, row.adultOn));
      return stateOf(learnerId);
    },

    async resend(learnerId: string): Promise<GuardianConsentState> {
      const row = await createGuardianConsentRepo(db).of(learnerId);
      if (!row || row.adultOn <= today()) throw new AppError('CONFLICT', t.errors.notNeeded);
      if (row.linkSentAt && clock().getTime() - row.linkSentAt.getTime() < RESEND_GAP_MS) throw new AppError('RATE_LIMITED', t.errors.resendTooSoon);
      await db.transaction((tx) => sendLink(tx, learnerId, row));
      return stateOf(learnerId);
    },

    /** The outbox's last check: a link replaced by a newer one, or already answered, is not sent. */
    async linkStillWanted(row: { userId: string | null; dedupeKey: string | null }): Promise<boolean> {
      const linkId = /^guardian-link:([0-9a-f]{16}):/.exec(row.dedupeKey ?? '')?.[1];
      const consent = row.userId ? await createGuardianConsentRepo(db).of(row.userId) : undefined;
      return linkId !== undefined && consent?.status === 'pending' && consent.tokenHash?.startsWith(linkId) === true;
    },

    /** "Your data": the guardian's record and every request and answer. */
    async dataOf(learnerId: string) {
      const repo = createGuardianConsentRepo(db);
      const [consent, events] = await Promise.all([repo.of(learnerId), repo.events(learnerId)]);
      return { consent: consent ? { ...consent, tokenHash: undefined } : null, events };
    },
  };
}

export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
