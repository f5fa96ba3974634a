// A language model that writes an answer from messages, token by token. The assistant feature
// builds the messages (its grounding rules live there); an adapter only speaks a protocol.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  /** For logs and the admin's view: which model answered. */
  readonly name: string;
  /** The answer's text in pieces as they arrive; throws ChatModelError when it cannot finish. */
  stream(messages: readonly ChatMessage[], options?: { signal?: AbortSignal }): AsyncIterable<string>;
}

export const CHAT_MODEL_FAILURES = ['timeout', 'rate-limited', 'http', 'malformed', 'network', 'aborted'] as const;
export type ChatModelFailure = (typeof CHAT_MODEL_FAILURES)[number];

export class ChatModelError extends Error {
  constructor(
    readonly reason: ChatModelFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChatModelError';
  }
}
