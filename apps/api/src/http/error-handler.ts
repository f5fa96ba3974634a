import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@kusasa/domain/schemas/common';
import { errorTexts } from '@kusasa/domain/texts';
import { AppError, httpStatusByCode } from './app-error.ts';

// Every error leaves the API as {error: {code, message, fields?}}. Nothing from a stack,
// a driver or SQL reaches the client; 5xx are logged with the request id instead.

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (httpStatusByCode[error.code] >= 500) logServerError(request, error);
      return send(reply, error.code, error.message, error.fields, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 'VALIDATION', errorTexts.validation, validationFields(error.validation));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 'VALIDATION', 'The request body is not valid JSON.');
    }
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', errorTexts.rateLimited);
    if (error.statusCode === 413) return send(reply, 'VALIDATION', 'The request is too large.');
    if (error.statusCode === 415) return send(reply, 'VALIDATION', 'This content type is not supported.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'VALIDATION', 'The request could not be processed.');
    }
    logServerError(request, error);
    return send(reply, 'INTERNAL', errorTexts.generic);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', `${errorTexts.notFound}: ${request.method} ${request.url.split('?')[0]}`));
}

export function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: Record<string, string>, extra?: Record<string, unknown>) {
  const body: ApiError = { ...extra, error: fields ? { code, message, fields } : { code, message } };
  return reply.status(httpStatusByCode[code]).type('application/json').send(body);
}

function validationFields(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function logServerError(request: FastifyRequest, error: Error) {
  request.log.error({ err: error }, 'request failed');
}
