import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { partnerInquiryTexts as texts, partnerLabels } from '@kusasa/domain/partner-texts';
import { INQUIRY_FORM_TOKEN_MAX_AGE_HOURS, INQUIRY_HONEYPOT_FIELD, INQUIRY_MIN_FILL_SECONDS } from '@kusasa/domain/rules/partners';
import type { InquiryFormResponse, InquiryRequestValues } from '@kusasa/domain/schemas/partners/inquiries';
import { fillText } from '@kusasa/domain/texts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createFormTokens } from '../../http/form-tokens.ts';
import { createPartnerInquiriesRepo } from './partner-inquiries.repo.ts';

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;

export interface InquiryFormDeps extends Pick<Kernel, 'db' | 'clock' | 'log'> {
  notify: Notify;
  /** The admins to tell of a new inquiry. */
  users: Pick<UsersService, 'idsOfType'>;
  /** The key of the form tokens; one per process when unset (docs/decisions/0162). */
  formTokenSecret: string | undefined;
}

export type SubmitOutcome = 'stored' | 'ignored';

// The public /partner-inquiry form: a signed form token, a honeypot and a minimum fill time keep
// bots out (the route adds a rate limit); every admin hears of a stored inquiry.
export function createInquiryForm({ db, clock, notify, users, log, formTokenSecret }: InquiryFormDeps) {
  const tokens = createFormTokens(formTokenSecret, 'partner-inquiry', {
    minAgeMs: INQUIRY_MIN_FILL_SECONDS * 1000,
    maxAgeMs: INQUIRY_FORM_TOKEN_MAX_AGE_HOURS * 3_600_000,
  });

  return {
    formToken(): InquiryFormResponse {
      return { formToken: tokens.issue(clock()), minFillSeconds: INQUIRY_MIN_FILL_SECONDS };
    },

    /**
     * Stores an inquiry and tells every admin. A filled honeypot or a form sent faster than a person
     * can is answered like a success but kept nowhere, so a bot learns nothing; an altered or expired
     * token is refused (the page fetches a new one).
     */
    async submit(input: InquiryRequestValues, ip: string): Promise<SubmitOutcome> {
      if (input[INQUIRY_HONEYPOT_FIELD]) {
        log.info({ ip, reason: 'honeypot' }, 'partner inquiry ignored');
        return 'ignored';
      }
      const verdict = tokens.check(input.formToken, clock());
      if (verdict === 'invalid') throw new AppError('VALIDATION', texts.formExpired, { formToken: texts.formExpired });
      if (verdict === 'too-fast') {
        log.info({ ip, reason: 'too-fast' }, 'partner inquiry ignored');
        return 'ignored';
      }
      await db.transaction(async (tx) => {
        const repo = createPartnerInquiriesRepo(tx);
        const now = clock();
        const row = await repo.insert({
          institutionName: input.institutionName,
          institutionType: input.institutionType,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          website: input.website,
          studentCount: input.studentCount,
          interestedTier: input.interestedTier,
          message: input.message,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        const message = fillText(texts.newInquiryMessage, {
          institution: row.institutionName,
          type: partnerLabels.inquiryInstitutionTypes[input.institutionType],
        });
        for (const adminId of await users.idsOfType('admin', tx)) await notify(adminId, { title: texts.newInquiryTitle, message, type: 'system' }, tx);
      });
      return 'stored';
    },
  };
}
