import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { AssistantProvider } from '@kusasa/domain/schemas/assistant/common';
import { ChatModelError, type ChatModel } from '../../adapters/assistant/chat-model.ts';
import { sourceLines, sourceOfEntry, type BuiltInAnswer } from './answer-shapes.ts';
import { groundedMessages } from './model-prompt.ts';

// Writing an answer out: the built-in one in word-sized pieces, or the model's grounded on it,
// falling back to the built-in answer whenever the model fails.

/** Where a streamed answer goes as it is written; the plain POST passes none. */
export interface AnswerSink {
  delta(text: string): void;
  /** A model failed after writing part of an answer: this answer replaces what was shown. */
  replace(content: string): void;
}

interface Written {
  content: string;
  sources: AnswerSource[];
  provider: AssistantProvider;
  fallbackReason: string | null;
  stopped: boolean;
}

const WORD_PIECES = /\S+\s*/g;

type Log = { warn: (obj: object, msg: string) => void };

export function createAnswerWriter(model: ChatModel | undefined, log: Log) {
  /** The built-in answer, handed to the sink in word-sized pieces so the chat shows it the same way. */
  function writeBuiltIn(answer: BuiltInAnswer, sink: AnswerSink | undefined, signal: AbortSignal | undefined, fallbackReason: string | null): Written {
    let written = '';
    for (const piece of answer.content.match(WORD_PIECES) ?? []) {
      if (signal?.aborted) return { content: written, sources: answer.sources, provider: 'built-in', fallbackReason, stopped: true };
      written += piece;
      sink?.delta(piece);
    }
    return { content: answer.content, sources: answer.sources, provider: 'built-in', fallbackReason, stopped: false };
  }

  async function writeWithModel(
    chatModel: ChatModel,
    question: string,
    answer: BuiltInAnswer,
    sink: AnswerSink | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Written> {
    const sources = answer.kind === 'knowledge' ? answer.context.passages.map(sourceOfEntry) : answer.sources;
    let text = '';
    try {
      for await (const piece of chatModel.stream(groundedMessages(question, answer), { signal })) {
        text += piece;
        sink?.delta(piece);
      }
    } catch (error) {
      const reason = error instanceof ChatModelError ? error.reason : 'network';
      if (reason === 'aborted') return { content: text, sources, provider: 'model', fallbackReason: null, stopped: true };
      log.warn({ err: error, reason, model: chatModel.name }, 'the assistant model failed; answering with the built-in assistant');
      if (text === '') return writeBuiltIn(answer, sink, signal, reason);
      sink?.replace(answer.content);
      return { content: answer.content, sources: answer.sources, provider: 'built-in', fallbackReason: reason, stopped: false };
    }
    const footer = `\n\n${sourceLines(sources, [])}`;
    sink?.delta(footer);
    return { content: `${text.trim()}${footer}`, sources, provider: 'model', fallbackReason: null, stopped: false };
  }

  async function write(question: string, answer: BuiltInAnswer, sink: AnswerSink | undefined, signal: AbortSignal | undefined): Promise<Written> {
    // With nothing found there is nothing to ground a model on: the built-in "not sure" stands.
    if (!model || answer.kind === 'not-sure') return writeBuiltIn(answer, sink, signal, null);
    return writeWithModel(model, question, answer, sink, signal);
  }

  return write;
}
