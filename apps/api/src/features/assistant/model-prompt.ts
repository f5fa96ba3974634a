import type { ChatMessage } from '../../adapters/assistant/chat-model.ts';
import type { BuiltInAnswer } from './built-in-assistant.ts';

// What a model is told. It gets exactly what the built-in assistant found (the retrieved entries
// and, for a question about the learner's own data, the facts read from their rows) and is asked
// to answer only from that, so both providers ground on the same sources. The source lines are
// added by the server after the model's text, so every answer names them whatever the model does.

const RULES = [
  'You are Thandi, the assistant of Kusasa, a platform where South African learners apply to universities and TVET colleges, upload documents and find funding.',
  'Answer ONLY from the passages and learner facts below. If they do not answer the question, say you do not know and suggest /faqs and /support. Never invent dates, amounts, requirements or names.',
  'Write plainly for a Grade 12 learner, in English, in at most 120 words. The learner may mix English with isiZulu or Afrikaans words.',
  'Do not add a "Source" line: the app adds the sources itself.',
].join('\n');

const FACTS_LABEL: Partial<Record<BuiltInAnswer['kind'], string>> = {
  'own-data': "Facts read from this learner's own account",
  calculation: "Worked out by Kusasa's APS rules",
  facts: "Facts read from Kusasa's catalogue and rules just now",
};

export function groundedMessages(question: string, answer: BuiltInAnswer): ChatMessage[] {
  const passages = answer.context.passages.map((doc, index) => `[${index + 1}] ${doc.title} (${doc.sourceUrl})\n${doc.answer}`).join('\n\n');
  const context = [
    passages ? `Passages from Kusasa's help pages:\n${passages}` : 'Passages: none.',
    answer.context.learnerFacts ? `${FACTS_LABEL[answer.kind] ?? FACTS_LABEL['own-data']}:\n${answer.context.learnerFacts}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: `${RULES}\n\n${context}` },
    { role: 'user', content: question },
  ];
}
