import { askRequestSchema } from '@kusasa/domain/schemas/assistant/chat';
import {
  aiInsightsSchema,
  aiQuestionListSchema,
  aiQuestionsQuerySchema,
  knowledgeCreateSchema,
  knowledgeEntrySchema,
  knowledgeIdParamsSchema,
  knowledgeListSchema,
  knowledgeStatusChangeSchema,
  knowledgeUpdateSchema,
  knowledgeTrialRequestSchema,
  knowledgeTrialResponseSchema,
  knowledgeVersionListSchema,
  previewResponseSchema,
} from '@kusasa/domain/schemas/assistant/knowledge';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AssistantAdminService } from './assistant-admin.service.ts';
import type { KnowledgeTrial } from './knowledge-trial.ts';

// AI Training (/admin/ai-training), admins only.

const tags = ['admin', 'assistant'];
const config = { permission: 'admin:assistant' } as const;

export function assistantAdminRoutes(app: App, admin: AssistantAdminService, trial: KnowledgeTrial) {
  app.get(
    '/api/admin/assistant/questions',
    { schema: { tags, querystring: aiQuestionsQuerySchema, response: { 200: aiQuestionListSchema } }, config },
    (request) => admin.questions(request.query),
  );

  app.get('/api/admin/assistant/insights', { schema: { tags, response: { 200: aiInsightsSchema } }, config }, () => admin.insights());

  app.get('/api/admin/assistant/knowledge', { schema: { tags, response: { 200: knowledgeListSchema } }, config }, async () => ({
    entries: await admin.entries(),
  }));

  app.post(
    '/api/admin/assistant/knowledge',
    { schema: { tags, body: knowledgeCreateSchema, response: { 201: knowledgeEntrySchema } }, config },
    async (request, reply) => {
      const entry = await admin.create(signedIn(request).user, request.body);
      return reply.code(201).send(entry);
    },
  );

  app.put(
    '/api/admin/assistant/knowledge/:id',
    { schema: { tags, params: knowledgeIdParamsSchema, body: knowledgeUpdateSchema, response: { 200: knowledgeEntrySchema } }, config },
    (request) => admin.update(signedIn(request).user, request.params.id, request.body),
  );

  app.post(
    '/api/admin/assistant/knowledge/:id/retire',
    { schema: { tags, params: knowledgeIdParamsSchema, body: knowledgeStatusChangeSchema, response: { 200: knowledgeEntrySchema } }, config },
    (request) => admin.setStatus(signedIn(request).user, request.params.id, 'retired', request.body.expectedVersion, request.body.reason),
  );

  app.post(
    '/api/admin/assistant/knowledge/:id/restore',
    { schema: { tags, params: knowledgeIdParamsSchema, body: knowledgeStatusChangeSchema, response: { 200: knowledgeEntrySchema } }, config },
    (request) => admin.setStatus(signedIn(request).user, request.params.id, 'active', request.body.expectedVersion, request.body.reason),
  );

  app.get(
    '/api/admin/assistant/knowledge/:id/versions',
    { schema: { tags, params: knowledgeIdParamsSchema, response: { 200: knowledgeVersionListSchema } }, config },
    async (request) => ({
      versions: await admin.versions(request.params.id),
    }),
  );

  app.post('/api/admin/assistant/preview', { schema: { tags, body: askRequestSchema, response: { 200: previewResponseSchema } }, config }, (request) =>
    admin.preview(signedIn(request).user, request.body.message),
  );

  // Scores a proposed entry on the held-out set without saving it (only the totals come back).
  app.post(
    '/api/admin/assistant/knowledge/trial',
    { schema: { tags, body: knowledgeTrialRequestSchema, response: { 200: knowledgeTrialResponseSchema } }, config },
    (request) => trial(request.body),
  );
}
