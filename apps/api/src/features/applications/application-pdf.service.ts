import { createHash, randomBytes } from 'node:crypto';
import { applicationPdfTexts } from '@kusasa/domain/application-pdf-texts';
import { applicationCheckUrl, BRANDED_PDF_PLAN } from '@kusasa/domain/rules/application-pdf';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { ApplicationCheck } from '@kusasa/domain/schemas/application-checks';
import { qrCodePng } from '../../adapters/pdf/qr-code.ts';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { renderApplicationPdf } from './application-pdf.ts';
import { createApplicationPdfRepo } from './application-pdf.repo.ts';
import { createApplicationsRepo } from './applications.repo.ts';

const errors = applicationPdfTexts.errors;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Branded application PDFs (issue 31, Essential and above; decision 0422). Every PDF gets its own
 * random check token, kept only as a hash: the QR code on paper stays valid across restarts and
 * secret changes, and nobody can rebuild a token from the database.
 */
export function createApplicationPdfService({ db, clock, plans, users, config }: Pick<Kernel, 'db' | 'clock' | 'plans' | 'users' | 'config'>) {
  const repo = createApplicationPdfRepo(db);

  return {
    /** The learner's own submitted application as a PDF; another learner's is simply not found. */
    async pdf(userId: string, applicationId: string): Promise<Buffer> {
      const [application] = await createApplicationsRepo(db).list(userId, applicationId);
      if (!application) throw new AppError('NOT_FOUND', errors.notFound);
      await plans.requireFeature(userId, BRANDED_PDF_PLAN, errors.planRequired);
      if (application.status === 'draft' || !application.submittedAt) throw new AppError('CONFLICT', errors.notSubmitted);
      const [learner, documents] = await Promise.all([users.personalDetails(userId), repo.documentsOf(userId)]);
      if (!learner) throw new AppError('NOT_FOUND', errors.notFound);

      const token = randomBytes(32).toString('base64url');
      await repo.addCheckToken(hashOf(token), application.id, clock());
      const checkUrl = applicationCheckUrl(config.publicUrl, token);
      return renderApplicationPdf({
        learner: {
          fullName: learner.fullName ?? '',
          idNumber: learner.idNumber,
          email: learner.contactEmail ?? learner.email,
          phoneNumber: learner.phoneNumber,
          trackingId: learner.trackingId,
        },
        institutionName: application.institutionName,
        programName: application.programName,
        grade12Results: application.grade12Results,
        apsScore: application.apsScore,
        submittedAt: application.submittedAt,
        documents,
        checkUrl,
        qrPng: await qrCodePng(checkUrl),
      });
    },

    /** What a PDF's code confirms to anyone holding it; an unknown token is not found. */
    async check(token: string): Promise<ApplicationCheck> {
      const found = await repo.checkOf(hashOf(token));
      if (!found) throw new AppError('NOT_FOUND', applicationPdfTexts.check.notFound);
      const learner = await users.personalDetails(found.userId);
      return { genuine: true, submittedOn: isoCalendarDateIn(found.submittedAt), trackingId: learner?.trackingId ?? null };
    },
  };
}

export type ApplicationPdfService = ReturnType<typeof createApplicationPdfService>;
