import type { HeldOutScore, KnowledgeTrialRequest, KnowledgeTrialResponse } from '@kusasa/domain/schemas/assistant/knowledge';
import type { AssistantFacts } from './assistant-facts.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { fixtureLearnerFacts } from './evaluation/fixture-learner.ts';
import type { EvaluationSet } from './evaluation/question-set.ts';
import { runSet, scoreOf } from './evaluation/run-set.ts';
import type { KnowledgeBase } from './knowledge-base.ts';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts';

// AI Training's "try against the held-out set": the held-out questions answered with the knowledge
// as it is and with the proposed entry in place, from the live catalogue, graded by their facts.
// Nothing is saved, and only the totals leave: the questions stay frozen and unseen.

export interface KnowledgeTrialDeps {
  knowledge: Pick<KnowledgeBase, 'index' | 'activeDocs'>;
  catalogue: AssistantFacts;
  /** The frozen held-out set, or null where this server has none. */
  heldOutSet: () => EvaluationSet | null;
}

/** The active entries with the proposed one replacing its namesake, or added. */
export function withProposal(docs: readonly KnowledgeDoc[], { id, entry }: KnowledgeTrialRequest): KnowledgeDoc[] {
  const proposed: KnowledgeDoc = { id: id ?? 'proposed-entry', ...entry };
  return [...docs.filter((doc) => doc.id !== proposed.id), proposed];
}

export function createKnowledgeTrial({ knowledge, catalogue, heldOutSet }: KnowledgeTrialDeps) {
  async function score(set: EvaluationSet, index: KnowledgeIndex): Promise<HeldOutScore> {
    // The questions were written on their asOf day: "closes tomorrow" is read against it.
    const asked: AssistantFacts = { ...catalogue, today: () => set.asOf };
    const facts = await fixtureLearnerFacts(set.learner, asked);
    const results = await runSet(set.questions, (q) => answerBuiltIn(q, { index, facts, catalogue: asked, userId: 'held-out-learner' }));
    const { p95Ms: _p95, ...totals } = scoreOf(results);
    return totals;
  }

  return async function trial(request: KnowledgeTrialRequest): Promise<KnowledgeTrialResponse> {
    const set = heldOutSet();
    if (!set) return { available: false, before: null, after: null };
    const before = await score(set, await knowledge.index());
    const after = await score(set, buildKnowledgeIndex(withProposal(await knowledge.activeDocs(), request)));
    return { available: true, before, after };
  };
}

export type KnowledgeTrial = ReturnType<typeof createKnowledgeTrial>;
