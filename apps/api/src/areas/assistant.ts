import { createChatModel } from '../adapters/assistant/create-chat-model.ts';
import type { Kernel } from '../core/kernel.ts';
import { assistantAdminRoutes } from '../features/assistant/assistant-admin.routes.ts';
import { createAssistantAdminService } from '../features/assistant/assistant-admin.service.ts';
import { assistantRoutes } from '../features/assistant/assistant.routes.ts';
import { createAssistantService } from '../features/assistant/assistant.service.ts';
import { createKnowledgeBase } from '../features/assistant/knowledge-base.ts';
import { readKnowledgeFiles } from '../features/assistant/knowledge-files.ts';
import type { AssistantFacts } from '../features/assistant/assistant-facts.ts';
import { readEvaluationSet, type EvaluationSet } from '../features/assistant/evaluation/question-set.ts';
import { createKnowledgeTrial } from '../features/assistant/knowledge-trial.ts';
import type { LearnerFacts } from '../features/assistant/learner-facts.ts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { programmeRequirementSchema } from '@kusasa/domain/schemas/aps';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';
import type { Platform } from './platform.ts';

/** The frozen held-out questions (decision 0416), where the bench keeps them; absent on a server without them. */
const HELD_OUT_FILE = new URL('../../../../scripts/bench-assistant/held-out.json', import.meta.url);

/**
 * Thandi: the built-in assistant over the knowledge base (files plus admins' stored versions), a
 * model when ASSISTANT_* is configured, and the learner's own data through LearnerFacts.
 */
export function registerAssistant(app: App, kernel: Kernel, others: { journey: LearnerJourney; platform: Pick<Platform, 'observeAssistantReply'> }) {
  const { db, plans } = kernel;
  const knowledge = createKnowledgeBase({ db, files: readKnowledgeFiles() });
  const facts = learnerFacts(others.journey);
  const catalogue = catalogueFacts(others.journey, kernel.clock);
  let heldOut: EvaluationSet | null | undefined;
  const model = kernel.adapters.chatModel ?? createChatModel(kernel.config.assistant);
  const assistant = createAssistantService({
    ...kernel,
    knowledge,
    facts,
    catalogue,
    planOf: (userId) => plans.currentPlan(userId),
    model,
    observeReply: others.platform.observeAssistantReply,
  });
  assistantRoutes(app, assistant);
  const trial = createKnowledgeTrial({ knowledge, catalogue, heldOutSet: () => (heldOut ??= readEvaluationSet(HELD_OUT_FILE)) });
  assistantAdminRoutes(app, createAssistantAdminService({ ...kernel, knowledge, facts, catalogue }), trial);
}

/** What Thandi may read of the asking learner, from the features that own the rows. */
function learnerFacts({ aps, catalogue, applications, documents }: LearnerJourney): LearnerFacts {
  return {
    aps: (userId) => aps.myAps(userId),
    async eligibility(userId) {
      const [results, programmes, institutions] = await Promise.all([aps.eligibility(userId), catalogue.listProgrammes(), catalogue.listInstitutions({})]);
      const programmeById = new Map(programmes.map((programme) => [programme.id, programme]));
      const institutionById = new Map(institutions.map((institution) => [institution.id, institution]));
      return results.flatMap((result) => {
        const programme = programmeById.get(result.programId);
        const institution = institutionById.get(programme?.institutionId ?? '');
        return programme
          ? [{ programmeName: programme.name, institutionName: institution?.name ?? '', institutionSlug: institution?.slug ?? null, status: result.status }]
          : [];
      });
    },
    // The documents feature lists by actor; only its id is read, and it is the session's user.
    async documents(userId) {
      const { documents: rows } = await documents.list({ id: userId, userType: 'student' });
      return rows.map((row) => ({
        documentType: row.documentType,
        verificationStatus: row.verificationStatus,
        failureReason: row.verification?.failureReason ?? null,
        createdAt: row.createdAt,
      }));
    },
    async applications(userId) {
      const [{ applications: rows }, institutions] = await Promise.all([applications.list(userId), catalogue.listInstitutions({})]);
      const slugOf = new Map(institutions.map((institution) => [institution.id, institution.slug]));
      return rows.map((row) => ({
        programmeName: row.programName,
        institutionName: row.institutionName,
        institutionSlug: row.institutionId ? (slugOf.get(row.institutionId) ?? null) : null,
        status: row.status,
      }));
    },
  };
}

/**
 * The catalogue's live facts, read at the moment of asking (the catalogue keeps its lists for a
 * minute and forgets them when an institution or admin changes them): Thandi's fees, dates and
 * requirements are always the ones /institutions shows.
 */
function catalogueFacts({ catalogue }: LearnerJourney, clock: () => Date): AssistantFacts {
  const institutionIdOf = async (slug: string) => (await catalogue.listInstitutions({})).find((institution) => institution.slug === slug)?.id;
  return {
    async institutions() {
      return (await catalogue.listInstitutions({})).map(({ slug, name, shortName, type, website, applyUrl }) => ({
        slug,
        name,
        shortName,
        type,
        website,
        applyUrl: applyUrl ?? null,
      }));
    },
    async intakes(slug) {
      const detail = await catalogue.getInstitution(slug).catch(() => undefined);
      return (detail?.coverage.intakes ?? []).map((intake) => ({
        year: intake.year,
        name: intake.name,
        opensOn: intake.opensOn,
        closesOn: intake.closesOn,
        lateClosesOn: intake.lateClosesOn,
        lateRules: intake.lateRules,
        applicationFeeRand: intake.feeNotPublished ? null : (intake.applicationFeeCents ?? 0) / 100,
      }));
    },
    async programmes(slug) {
      const id = await institutionIdOf(slug);
      if (!id) return [];
      return (await catalogue.listProgrammes(id)).flatMap((programme) => {
        // A row whose requirements the rules cannot read is left out rather than guessed at (as the APS feature does).
        const requirement = programmeRequirementSchema.safeParse(programme);
        if (!requirement.success) return [];
        return [
          {
            name: programme.name,
            faculty: programme.faculty,
            qualificationType: programme.qualificationType,
            ...requirement.data,
            minApsBySubject: requirement.data.minApsBySubject ?? [],
            otherRequirements: programme.otherRequirements,
            closesOn: programme.closesOn,
            tuitionFeeRand: programme.tuitionFeeCents === null ? null : programme.tuitionFeeCents / 100,
          },
        ];
      });
    },
    today: () => isoCalendarDateIn(clock()),
  };
}
