import { computeJourney, documentCounts, profileCompletion, REQUIRED_DOCUMENT_TYPES, type JourneyFacts } from '@kusasa/domain/rules/journey';
import { applicationStatusSchema } from '@kusasa/domain/schemas/applications';
import type { Dashboard, DashboardDocument } from '@kusasa/domain/schemas/dashboard';
import { documentTypeSchema, verificationStatusSchema } from '@kusasa/domain/schemas/documents';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createDashboardRepo, type DashboardFacts } from './dashboard.repo.ts';

type DocumentRow = DashboardFacts['documents'][number];

/** A row with a type or status the app does not know is left out rather than shown wrongly. */
function toDocument(row: DocumentRow): DashboardDocument[] {
  const documentType = documentTypeSchema.safeParse(row.documentType);
  const verificationStatus = verificationStatusSchema.safeParse(row.verificationStatus);
  if (!documentType.success || !verificationStatus.success) return [];
  return [
    {
      id: row.id,
      documentType: documentType.data,
      verificationStatus: verificationStatus.data,
      createdAt: row.createdAt.toISOString(),
      required: REQUIRED_DOCUMENT_TYPES.includes(documentType.data),
    },
  ];
}

export function createDashboardService({
  db,
  plans,
  users,
}: {
  db: Executor;
  plans: Pick<PlansService, 'heldPlanColumns' | 'heldPlansNow' | 'planOfHeld'>;
  users: Pick<UsersService, 'personalDetailsRows'>;
}) {
  const repo = createDashboardRepo(db);
  const personal = users.personalDetailsRows();
  const heldPlans = plans.heldPlanColumns();
  return {
    /** The learner's own dashboard: everything is read by their id, nothing else is taken from the request. */
    async forLearner(userId: string): Promise<Dashboard> {
      const found = await repo.dashboardOf(userId, { personal, heldPlans, now: plans.heldPlansNow() });
      if (!found) throw new AppError('NOT_FOUND', 'Account not found');
      const { personal: profile } = found;
      const plan = plans.planOfHeld(found.held);
      const { hasAddress, hasEducation, documents: documentRows, applications: applicationRows } = found.facts;
      const documents = documentRows.flatMap(toDocument);
      const applications = applicationRows.flatMap((row) => {
        const status = applicationStatusSchema.safeParse(row.status);
        if (!status.success) return [];
        return [{ ...row, status: status.data, createdAt: row.createdAt.toISOString(), submittedAt: row.submittedAt?.toISOString() ?? null }];
      });
      const { fullName, idNumber, gender, phoneNumber, contactEmail, emergencyContactName, emergencyContactPhone } = profile;
      const facts: JourneyFacts = {
        fullName,
        idNumber,
        gender,
        phoneNumber,
        contactEmail,
        emergencyContactName,
        emergencyContactPhone,
        hasAddress,
        hasEducation,
        documents,
        applicationStatuses: applications.map((a) => a.status),
      };
      return {
        journey: computeJourney(facts),
        welcome: { fullName: profile.fullName, trackingId: profile.trackingId, planName: plan.name },
        profileCompletion: profileCompletion(facts),
        documents,
        documentBanner: documentCounts(documents),
        applications,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
