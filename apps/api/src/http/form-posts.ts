import type { FastifyRequest, onSendHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FormRefusal } from '@kusasa/domain/rules/plain-forms';
import { authTexts } from '@kusasa/domain/texts';
import type { App } from './types.ts';

// A route that also takes a plain HTML form's post (decision 0424: sign-in and "forgot password"
// before any JavaScript has run). It stays one route: the same permission, CSRF check, maintenance
// rule, rate limit, schema and service as its JSON callers. Only the edges differ: the form's
// fields become the JSON body before validation, and a refusal becomes a 303 back to the form's
// page naming the refusal by key. On success the route's handler redirects (isFormPost).

declare module 'fastify' {
  interface FastifyContextConfig {
    formPost?: FormPost;
  }
}

export type FormFields = Partial<Record<string, string>>;

export interface FormPost {
  /** The body the route's schema checks, made from the posted fields. */
  body(fields: FormFields): unknown;
  /** Where a refused post sends the browser: the form's page with the refusal's key. */
  refusedTo(refusal: FormRefusal, fields: FormFields): string;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

export function isFormPost(request: FastifyRequest): boolean {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
}

/** A form post to a route that takes them as a browser's (http/csrf.ts holds these to their origin). */
export function isPlainFormPost(request: FastifyRequest): boolean {
  return request.routeOptions.config?.formPost !== undefined && isFormPost(request);
}

const postedFields = new WeakMap<FastifyRequest, FormFields>();

/** The fields a form post sent, as posted (before they became the route's JSON body). */
export function postedFieldsOf(request: FastifyRequest): FormFields {
  return postedFields.get(request) ?? {};
}

/**
 * Registers `routes` in a scope that parses form posts, so no route outside it takes form bodies,
 * and adapts the edges of each route there that names a `formPost`.
 */
export function withFormPosts(app: App, routes: (scope: App) => void) {
  void app.register((plugin, _options, done) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, parsed) =>
      parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addHook('onRoute', (route) => {
      if (route.config?.formPost) adaptEdges(route, route.config.formPost);
    });
    routes(scope);
    done();
  });
}

function adaptEdges(route: RouteOptions, formPost: FormPost) {
  const toJsonBody: preValidationHookHandler = (request, _reply, done) => {
    if (isFormPost(request)) {
      const fields = (request.body ?? {}) as FormFields;
      postedFields.set(request, fields);
      request.body = formPost.body(fields);
    }
    done();
  };
  const refusalToRedirect: onSendHookHandler = (request, reply, payload, done) => {
    if (!isFormPost(request) || reply.statusCode < 400) return done(null, payload);
    const refusal = refusalIn(payload);
    // A cross-site post is refused as it is on the JSON path: a page elsewhere gets no redirect into Kusasa.
    if (!refusal || refusal.message === authTexts.crossSiteRefused) return done(null, payload);
    void reply
      .status(303)
      .header('location', formPost.refusedTo(refusal, postedFieldsOf(request)))
      .header('content-type', 'text/plain; charset=utf-8');
    done(null, '');
  };
  route.preValidation = [...[route.preValidation ?? []].flat(), toJsonBody];
  route.onSend = [...[route.onSend ?? []].flat(), refusalToRedirect];
}

/** The error body the API sends ({error: {message, fields}, blockedUntil}), read back from the reply. */
function refusalIn(payload: unknown): FormRefusal | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const body = JSON.parse(payload) as { error?: { message?: unknown; fields?: Record<string, string> }; blockedUntil?: unknown };
    if (typeof body.error?.message !== 'string') return undefined;
    return {
      message: body.error.message,
      ...(body.error.fields ? { fields: body.error.fields } : {}),
      ...(typeof body.blockedUntil === 'string' ? { blockedUntil: body.blockedUntil } : {}),
    };
  } catch {
    return undefined;
  }
}
