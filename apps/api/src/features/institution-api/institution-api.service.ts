import { createHash } from 'node:crypto';
import { admissionTexts } from '@kusasa/domain/admission-texts';
import { institutionApiTexts } from '@kusasa/domain/institution-api-texts';
import type { ApiApplication } from '@kusasa/domain/schemas/institution-api/application';
import { decisionResultSchema, type ApiDecision, type DecisionResult } from '@kusasa/domain/schemas/institution-api/decision';
import type { EventPage, EventsQuery } from '@kusasa/domain/schemas/institution-api/events';
import type { SignedLink } from '@kusasa/domain/schemas/documents';
import type { EventRow } from '../../core/admissions/admissions-ledger.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ApiCaller } from './api-keys.service.ts';
import { createApiKeysRepo } from './api-keys.repo.ts';
import { createApplicationsReadRepo } from './applications-read.repo.ts';
import { decodeCursor, encodeCursor, toApiEvent } from './event-view.ts';

/** Who decides through the API: the key's institution, the 'api' actor and the key's id. */
export interface ApiDecider {
  institutionId: string;
  actor: 'api';
  actorId: string;
}

/**
 * The decision itself, in the transaction that also keeps the Idempotency-Key's answer, so a
 * decision and its answer commit together or not at all. The area wires the admissions decisions
 * service here (or, until it exists, kernel.admissions.decide).
 */
export type DecideFn = (
  who: ApiDecider,
  applicationId: string,
  input: ApiDecision,
  tx: Executor,
) => Promise<{ event: EventRow; /** What waits for the commit (the learner's mail). */ afterCommit?: () => Promise<void> }>;

/** A document's signed link (the documents feature's), valid for `seconds`. */
export type DocumentLinkFn = (documentId: string, seconds: number) => Promise<SignedLink | undefined>;

export const DOCUMENT_LINK_SECONDS = 15 * 60;

export interface InstitutionApiDeps extends Pick<Kernel, 'db' | 'admissions' | 'users'> {
  decide: DecideFn;
  documentLink: DocumentLinkFn;
  publicUrl: string;
}

export interface Answer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function requestHash(applicationId: string, input: ApiDecision): string {
  const canonical = JSON.stringify([applicationId, input.to, input.reasonCode ?? null, input.note ?? null, input.condition ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

function checkDecision(input: ApiDecision) {
  if (input.to === 'rejected' && !input.reasonCode)
    throw new AppError('VALIDATION', institutionApiTexts.reasonRequired, { reasonCode: admissionTexts.reasonRequired });
  if (input.to === 'resubmission-required' && !input.note)
    throw new AppError('VALIDATION', institutionApiTexts.noteRequired, { note: admissionTexts.noteRequired });
}

// The versioned institution API (issue 25): the event feed, one application with signed document
// links, and decisions made exactly once per Idempotency-Key.
export function createInstitutionApiService({ db, admissions, users, decide, documentLink, publicUrl }: InstitutionApiDeps) {
  return {
    async events(caller: ApiCaller, query: EventsQuery): Promise<EventPage> {
      const after = decodeCursor(query.since);
      const rows = await admissions.eventsSince(caller.institutionId, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { events: page.map(toApiEvent), nextCursor: last ? encodeCursor(last.seq) : encodeCursor(after), hasMore: rows.length > query.limit };
    },

    async application(caller: ApiCaller, applicationId: string): Promise<ApiApplication> {
      const repo = createApplicationsReadRepo(db);
      const row = await repo.ofInstitution(caller.institutionId, applicationId);
      if (!row) throw new AppError('NOT_FOUND', admissionTexts.notYourInstitution);
      const [learner, docs] = await Promise.all([users.personalDetails(row.userId), repo.documentsFor(row)]);
      const documents = [];
      for (const doc of docs) {
        const link = await documentLink(doc.id, DOCUMENT_LINK_SECONDS);
        if (link) documents.push({ ...doc, url: new URL(link.url, publicUrl).toString(), expiresAt: link.expiresAt });
      }
      return {
        id: row.id,
        status: row.status,
        institutionId: caller.institutionId,
        programme: row.programId ? { id: row.programId, name: row.programmeName ?? '' } : null,
        learner: { trackingId: learner?.trackingId ?? null, fullName: learner?.fullName ?? null, email: learner?.email ?? '' },
        grade12Results: row.grade12Results,
        personalStatement: row.personalStatement,
        apsScore: row.apsScore,
        decision: { reasonCode: row.decisionReasonCode, note: row.decisionNote, condition: row.decisionCondition },
        submittedAt: iso(row.submittedAt),
        statusChangedAt: iso(row.statusChangedAt),
        documents,
      };
    },

    /**
     * Decides once per Idempotency-Key. The key is claimed in the decision's transaction: a
     * concurrent repeat waits for it to commit, then reads its answer. Only a decision that was
     * made is remembered; a refused one (404, 409) writes nothing and is refused again.
     */
    async decide(caller: ApiCaller, applicationId: string, idempotencyKey: string, input: ApiDecision): Promise<Answer<DecisionResult>> {
      checkDecision(input);
      const hash = requestHash(applicationId, input);
      let afterCommit: (() => Promise<void>) | undefined;
      const fresh = await db.transaction(async (tx) => {
        const repo = createApiKeysRepo(tx);
        const claimed = await repo.claimIdempotency({ keyId: caller.keyId, idempotencyKey, requestHash: hash, statusCode: 0, response: {} });
        if (!claimed) return undefined;
        const decided = await decide({ institutionId: caller.institutionId, actor: 'api', actorId: caller.keyId }, applicationId, input, tx);
        afterCommit = decided.afterCommit;
        const body: DecisionResult = { applicationId, status: decided.event.toStatus ?? input.to, event: toApiEvent(decided.event) };
        await repo.storeAnswer(caller.keyId, idempotencyKey, 201, body);
        return body;
      });
      await afterCommit?.();
      if (fresh) return { statusCode: 201, body: fresh, replayed: false };
      const stored = await createApiKeysRepo(db).idempotency(caller.keyId, idempotencyKey);
      if (!stored) throw new AppError('CONFLICT', admissionTexts.idempotencyConflict);
      if (stored.requestHash !== hash) {
        throw new AppError('CONFLICT', admissionTexts.idempotencyConflict, { 'Idempotency-Key': admissionTexts.idempotencyConflict });
      }
      return { statusCode: stored.statusCode, body: decisionResultSchema.parse(stored.response), replayed: true };
    },
  };
}

export type InstitutionApiService = ReturnType<typeof createInstitutionApiService>;
