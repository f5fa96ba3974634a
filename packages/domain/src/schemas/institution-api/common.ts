import { z } from 'zod';
import { APPLICATION_EVENT_TYPES, DECISION_STATUSES, EVENT_ACTORS } from '../../rules/admissions.ts';

/*
 * The institution API (issue 25). An institution's lead makes API keys and a webhook on
 * /institutions/integrations (session routes under /api/institution/); the institution's own
 * system calls /api/v1/institution/... with `Authorization: Bearer <key>`.
 *
 * Webhook deliveries are POSTed as one `apiEventSchema` JSON body with the header
 * `Kusasa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`
 * (two v1 entries while a rotated secret's overlap lasts: accept the request if either matches).
 */

export const timestamp = z.iso.datetime({ offset: true });

/** One event of the ledger as the API and the webhooks show it; `cursor` resumes the feed after it. */
export const apiEventSchema = z.object({
  id: z.uuid(),
  cursor: z.string(),
  type: z.enum(APPLICATION_EVENT_TYPES),
  applicationId: z.uuid(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.enum(EVENT_ACTORS),
  reasonCode: z.string().nullable(),
  note: z.string().nullable(),
  condition: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
});
export type ApiEvent = z.infer<typeof apiEventSchema>;

export const decisionStatusSchema = z.enum(DECISION_STATUSES);

export const idParamsSchema = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParamsSchema>;
