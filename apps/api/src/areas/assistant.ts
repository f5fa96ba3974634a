import { createChatModel } from '../adapters/assistant/create-chat-model.ts';
import type { Kernel } from '../core/kernel.ts';
import { assistantAdminRoutes } from '../features/assistant/assistant-admin.routes.ts';
import { createAssistantAdminService } from '../features/assistant/assistant-admin.service.ts';
import { assistantRoutes } from '../features/assistant/assistant.routes.ts';
import { createAssistantService } from '../features/assistant/assistant.service.ts';
import { createKnowledgeBase } from '../features/assistant/knowledge-base.ts';
import { readKnowledgeFiles } from '../features/assistant/knowledge-files.ts';
import type { LearnerFacts } from '../features/assistant/learner-facts.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';
import type { Platform } from './platform.ts';

/**
 * Thandi: the built-in assistant over the knowledge base (files plus admins' stored versions), a
 * model when ASSISTANT_* is configured, and the learner's own data through LearnerFacts.
 */
export function registerAssistant(app: App, kernel: Kernel, others: { journey: LearnerJourney; platform: Pick<Platform, 'observeAssistantReply'> }) {
  const { db, plans } = kernel;
  const knowledge = createKnowledgeBase({ db, files: readKnowledgeFiles() });
  const facts = learnerFacts(others.journey);
  const model = kernel.adapters.chatModel ?? createChatModel(kernel.config.assistant);
  const assistant = createAssistantService({
    ...kernel,
    knowledge,
    facts,
    planOf: (userId) => plans.currentPlan(userId),
    model,
    observeReply: others.platform.observeAssistantReply,
  });
  assistantRoutes(app, assistant);
  assistantAdminRoutes(app, createAssistantAdminService({ ...kernel, knowledge, facts }));
}

/** What Thandi may read of the asking learner, from the features that own the rows. */
function learnerFacts({ aps, catalogue, applications, documents }: LearnerJourney): LearnerFacts {
  return {
    aps: (userId) => aps.myAps(userId),
    async eligibility(userId) {
      const [results, programmes, institutions] = await Promise.all([aps.eligibility(userId), catalogue.listProgrammes(), catalogue.listInstitutions({})]);
      const programmeById = new Map(programmes.map((programme) => [programme.id, programme]));
      const institutionName = new Map(institutions.map((institution) => [institution.id, institution.name]));
      return results.flatMap((result) => {
        const programme = programmeById.get(result.programId);
        return programme ? [{ programmeName: programme.name, institutionName: institutionName.get(programme.institutionId) ?? '', status: result.status }] : [];
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
      const { applications: rows } = await applications.list(userId);
      return rows.map((row) => ({ programmeName: row.programName, institutionName: row.institutionName, status: row.status }));
    },
  };
}
