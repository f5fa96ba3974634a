import { assistantTexts } from '@kusasa/domain/assistant-texts';
import type { AnswerSource, AskResponse, Exchange } from '@kusasa/domain/schemas/assistant/chat';

// The chat's messages (seed 001: id, content, role, timestamp), built from the stored history
// and from what this page asked. An assistant message that came from a stored exchange carries
// its id, so it can be marked helpful or deleted.

export type ChatRole = 'user' | 'assistant';
/** streaming: still being written; notice: ours, not an answer (the welcome, a limit); failed: no answer came. */
export type ChatStatus = 'done' | 'streaming' | 'stopped' | 'failed' | 'notice';

export interface ChatMessage {
  id: string;
  content: string;
  role: ChatRole;
  timestamp: string;
  status: ChatStatus;
  /** The stored exchange this message belongs to (both the question and the answer carry it). */
  exchangeId?: string;
  sources?: AnswerSource[];
  helpful?: boolean | null;
}

export const WELCOME_ID = 'welcome';

export function welcomeMessage(timestamp: string): ChatMessage {
  return { id: WELCOME_ID, content: assistantTexts.welcome, role: 'assistant', timestamp, status: 'notice' };
}

/** A stored exchange as the chat shows it: the learner's question, then Thandi's answer. */
export function messagesOfExchange(exchange: Exchange): ChatMessage[] {
  return [
    { id: `${exchange.id}:question`, content: exchange.question, role: 'user', timestamp: exchange.createdAt, status: 'done', exchangeId: exchange.id },
    {
      id: exchange.id,
      content: exchange.content,
      role: 'assistant',
      timestamp: exchange.createdAt,
      status: exchange.stopped ? 'stopped' : 'done',
      exchangeId: exchange.id,
      sources: exchange.sources,
      helpful: exchange.helpful,
    },
  ];
}

/** A finished answer of this page's question, with the exchange id the server stored it under. */
export function answeredMessage(pending: ChatMessage, answer: AskResponse): ChatMessage {
  return {
    ...pending,
    content: answer.content,
    status: 'done',
    exchangeId: answer.messageId,
    sources: answer.sources,
    helpful: null,
    timestamp: answer.createdAt,
  };
}

/** The seed's chat reply when no answer came, with the reason. */
export function troubleReply(reason: string): string {
  return `${assistantTexts.trouble} ${reason}`.trim();
}
