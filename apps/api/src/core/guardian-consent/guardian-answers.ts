import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { GUARDIAN_CONSENT, GUARDIAN_HOLDINGS, GUARDIAN_SHARED_WITH, type GuardianConsentStatus } from '@kusasa/domain/rules/guardian-consent';
import type { GuardianAnswer, GuardianLinkView } from '@kusasa/domain/schemas/guardian-consent';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createGuardianConsentRepo, type GuardianConsentRow } from './guardian-consent.repo.ts';
import { hashOf, learnerFirstName } from './guardian-link-message.ts';

const ANSWERED: Record<GuardianAnswer['answer'], GuardianConsentStatus> = { confirm: 'confirmed', decline: 'declined', withdraw: 'withdrawn' };

export interface GuardianAnswersDeps {
  db: Database;
  clock: () => Date;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'personalDetails'>;
}

// The guardian's side of the link: what the page shows them, and their answer. The link works
// only until the learner turns 18.
export function createGuardianAnswers({ db, clock, audit, notifications, users }: GuardianAnswersDeps) {
  const today = () => isoCalendarDateIn(clock());

  async function openLink(token: string): Promise<GuardianConsentRow> {
    const row = await createGuardianConsentRepo(db).byToken(hashOf(token));
    if (!row || row.adultOn <= today()) throw new AppError('NOT_FOUND', t.errors.linkInvalid);
    return row;
  }

  async function view(token: string): Promise<GuardianLinkView> {
    const row = await openLink(token);
    const learner = await users.personalDetails(row.learnerId);
    return {
      learnerFirstName: learnerFirstName(learner?.fullName),
      guardianName: row.guardianName,
      status: row.status as GuardianConsentStatus,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      consent: { version: GUARDIAN_CONSENT.version, text: GUARDIAN_CONSENT.text },
      holdings: [...GUARDIAN_HOLDINGS],
      sharedWith: [...GUARDIAN_SHARED_WITH],
    };
  }

  /** The guardian confirms, declines or withdraws; logged, and the learner is told. */
  async function answerLink(token: string, { answer }: GuardianAnswer, context: { ip: string }): Promise<GuardianLinkView> {
    await openLink(token);
    const now = clock();
    await db.transaction(async (tx) => {
      const repo = createGuardianConsentRepo(tx);
      const row = await repo.byTokenForUpdate(hashOf(token));
      if (!row) throw new AppError('NOT_FOUND', t.errors.linkInvalid);
      const status = ANSWERED[answer];
      if (answer === 'withdraw' && row.status !== 'confirmed') throw new AppError('CONFLICT', t.errors.alreadyAnswered);
      if (row.status === status) throw new AppError('CONFLICT', t.errors.alreadyAnswered);
      const version = answer === 'confirm' ? GUARDIAN_CONSENT.version : row.consentVersion;
      await repo.answer(row.learnerId, status, version, now);
      await repo.addEvent({
        learnerId: row.learnerId,
        kind: status,
        actor: 'guardian',
        guardianName: row.guardianName,
        consentVersion: version,
        details: { ip: context.ip },
        at: now,
      });
      const told = {
        confirmed: t.message.learnerConfirmed,
        declined: t.message.learnerDeclined,
        withdrawn: t.message.learnerWithdrawn,
        pending: t.message.learnerDeclined,
      }[status];
      await notifications.notify(row.learnerId, { title: t.message.learnerTitle, message: told(row.guardianName), type: 'general' }, tx);
    });
    const row = await openLink(token);
    await audit.security({
      action: `guardian_consent_${ANSWERED[answer]}`,
      message: `A guardian ${ANSWERED[answer]} consent`,
      severity: answer === 'confirm' ? 'info' : 'warning',
      component: 'guardian-consent',
      userId: row.learnerId,
      details: { ip: context.ip, consent_version: GUARDIAN_CONSENT.version },
    });
    return view(token);
  }

  return { view, answer: answerLink };
}
