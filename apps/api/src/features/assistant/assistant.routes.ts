import type { ServerResponse } from 'node:http';
import {
  ASSISTANT_STREAM_EVENTS,
  askRequestSchema,
  askResponseSchema,
  assistantQuotaSchema,
  deletedResponseSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  messageIdParamsSchema,
} from '@kusasa/domain/schemas/assistant/chat';
import { faqListSchema } from '@kusasa/domain/schemas/assistant/faqs';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { AppError } from '../../http/app-error.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { AnswerSink, AssistantService } from './assistant.service.ts';

// Thandi's API for learners. Every route takes no user id: the session's user is the learner, so
// nobody reaches another learner's questions, answers or quota.

const tags = ['assistant'];

export function assistantRoutes(app: App, assistant: AssistantService) {
  // The seed's call: body {message}; answers content and queriesRemaining (the seed's
  // queries_remaining, decision 0380), plus the sources.
  app.post(
    '/api/assistant/messages',
    { schema: { tags, body: askRequestSchema, response: { 200: askResponseSchema } }, config: { permission: 'assistant:use' } },
    (request) => assistant.ask(signedIn(request).user.id, request.body.message),
  );

  // The same question as server-sent events (see ASSISTANT_STREAM_EVENTS): the chat reads them with
  // fetch and a reader, and stops an answer by aborting the request. Refusals (a used-up quota, a
  // bad body) come before the stream starts, as ordinary JSON errors.
  app.post(
    '/api/assistant/messages/stream',
    { schema: { tags, body: askRequestSchema, produces: ['text/event-stream'] }, config: { permission: 'assistant:use' } },
    async (request, reply) => {
      const res: ServerResponse = reply.raw;
      const stop = new AbortController();
      let started = false;
      let finished = false;
      res.on('close', () => {
        if (!finished) stop.abort();
      });
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const start = () => {
        if (started) return;
        started = true;
        startEventStream(request, reply);
      };
      const sink: AnswerSink = {
        delta: (text) => {
          start();
          send(ASSISTANT_STREAM_EVENTS.delta, { text });
        },
        replace: (content) => {
          start();
          send(ASSISTANT_STREAM_EVENTS.replace, { content });
        },
      };
      try {
        const answer = await assistant.ask(signedIn(request).user.id, request.body.message, { sink, signal: stop.signal });
        start();
        send(ASSISTANT_STREAM_EVENTS.done, answer);
      } catch (error) {
        if (!started) throw error;
        request.log.error({ err: error }, 'the assistant failed while streaming');
        send(ASSISTANT_STREAM_EVENTS.error, { code: error instanceof AppError ? error.code : 'INTERNAL', message: assistantTexts.failed });
      } finally {
        finished = true;
      }
      res.end();
    },
  );

  app.get('/api/assistant/quota', { schema: { tags, response: { 200: assistantQuotaSchema } }, config: { permission: 'assistant:use' } }, (request) =>
    assistant.quota(signedIn(request).user.id),
  );

  app.get(
    '/api/assistant/messages',
    { schema: { tags, querystring: historyQuerySchema, response: { 200: historyResponseSchema } }, config: { permission: 'assistant:own' } },
    async (request) => ({ exchanges: await assistant.history(signedIn(request).user.id, request.query.limit) }),
  );

  app.delete(
    '/api/assistant/messages',
    { schema: { tags, response: { 200: deletedResponseSchema } }, config: { permission: 'assistant:own' } },
    async (request) => ({ deleted: await assistant.deleteHistory(signedIn(request).user.id) }),
  );

  app.delete(
    '/api/assistant/messages/:id',
    { schema: { tags, params: messageIdParamsSchema, response: { 200: deletedResponseSchema } }, config: { permission: 'assistant:own' } },
    async (request) => ({ deleted: await assistant.deleteExchange(signedIn(request).user.id, request.params.id) }),
  );

  app.put(
    '/api/assistant/messages/:id/feedback',
    {
      schema: { tags, params: messageIdParamsSchema, body: feedbackRequestSchema, response: { 200: feedbackResponseSchema } },
      config: { permission: 'assistant:own' },
    },
    (request) => assistant.feedback(signedIn(request).user.id, request.params.id, request.body.helpful),
  );

  // /faqs reads the same knowledge base, so an admin's edit shows there at once (no public caching).
  app.get('/api/faqs', { schema: { tags, response: { 200: faqListSchema } }, config: { permission: 'assistant:faqs' } }, () => assistant.faqs());
}
