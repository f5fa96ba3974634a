import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { dailyLimitErrorSchema, type AssistantQuota, type HistoryResponse } from '@kusasa/domain/schemas/assistant/chat';
import { isSendableMessage, shouldWarnRemaining } from '@kusasa/domain/rules/assistant';
import { fillText } from '@kusasa/domain/texts';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { askThandi } from './api/ask-thandi';
import { assistantKeys } from './api/keys';
import { answeredMessage, type ChatMessage, troubleReply } from './chat-messages';

let nextLocalId = 0;
const localId = (kind: string) => `local-${kind}-${++nextLocalId}`;

/**
 * What this page asked, and the sending: streams the answer into the last message, stops it on
 * request, and turns every refusal into the seed's toasts and chat reply. The stored history is
 * shown above these messages (see ThandiPage).
 */
export function useThandiChat() {
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops an answer still being written.
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setMessages((list) => list.map((message) => (message.id === id ? change(message) : message)));
  }, []);

  const setRemaining = useCallback(
    (remaining: number) => {
      client.setQueryData<AssistantQuota>(assistantKeys.quota(), (quota) =>
        quota ? { ...quota, queriesRemaining: remaining, used: quota.limit - remaining } : quota,
      );
    },
    [client],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!isSendableMessage(text) || abortRef.current) return false;
      const now = new Date().toISOString();
      const question: ChatMessage = { id: localId('question'), content: text.trim(), role: 'user', timestamp: now, status: 'done' };
      const answerId = localId('answer');
      const pending: ChatMessage = { id: answerId, content: '', role: 'assistant', timestamp: now, status: 'streaming' };
      setMessages((list) => [...list, question, pending]);
      const controller = new AbortController();
      abortRef.current = controller;
      setSending(true);
      try {
        const answer = await askThandi(
          question.content,
          {
            onDelta: (piece) => update(answerId, (message) => ({ ...message, content: message.content + piece })),
            onReplace: (content) => update(answerId, (message) => ({ ...message, content })),
          },
          controller.signal,
        );
        update(answerId, (message) => answeredMessage(message, answer));
        update(question.id, (message) => ({ ...message, exchangeId: answer.messageId }));
        setRemaining(answer.queriesRemaining);
        if (shouldWarnRemaining(answer.queriesRemaining)) toast.info(fillText(assistantTexts.queriesRemaining, { n: String(answer.queriesRemaining) }));
      } catch (error) {
        if (controller.signal.aborted) {
          update(answerId, (message) => ({ ...message, status: 'stopped' }));
        } else {
          handleFailure(error, (change) => update(answerId, change), setRemaining);
        }
      } finally {
        abortRef.current = null;
        setSending(false);
      }
      return true;
    },
    [update, setRemaining],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Marks an answer helpful or not here and in the stored history (the server call is the page's). */
  const markHelpful = useCallback(
    (exchangeId: string, helpful: boolean) => {
      setMessages((list) => list.map((message) => (message.exchangeId === exchangeId && message.role === 'assistant' ? { ...message, helpful } : message)));
      client.setQueryData<HistoryResponse>(assistantKeys.history(), (history) =>
        history ? { exchanges: history.exchanges.map((exchange) => (exchange.id === exchangeId ? { ...exchange, helpful } : exchange)) } : history,
      );
    },
    [client],
  );

  /** Forgets deleted exchanges here and in the stored history (one id, or all). */
  const forget = useCallback(
    (exchangeId?: string) => {
      setMessages((list) => (exchangeId ? list.filter((message) => message.exchangeId !== exchangeId) : []));
      client.setQueryData<HistoryResponse>(assistantKeys.history(), (history) =>
        history ? { exchanges: exchangeId ? history.exchanges.filter((exchange) => exchange.id !== exchangeId) : [] } : history,
      );
    },
    [client],
  );

  return { messages, sending, send, stop, markHelpful, forget };
}

/** The seed's answers to a question that got no answer: the limit's toast, the login line, or the trouble reply. */
function handleFailure(error: unknown, updateAnswer: (change: (message: ChatMessage) => ChatMessage) => void, setRemaining: (remaining: number) => void) {
  if (error instanceof ApiError && error.status === 429) {
    const limit = dailyLimitErrorSchema.safeParse({ ...error.extra, error: { code: error.code, message: error.message } });
    if (limit.success) {
      setRemaining(0);
      toast.error(assistantTexts.rateLimitTitle, { description: error.message });
      updateAnswer((message) => ({ ...message, content: error.message, status: 'notice' }));
      return;
    }
  }
  if (error instanceof ApiError && error.status === 401) {
    toast.error(assistantTexts.loginRequired);
    updateAnswer((message) => ({ ...message, content: troubleReply(assistantTexts.loginRequired), status: 'failed' }));
    return;
  }
  const reason = error instanceof ApiError ? error.message : assistantTexts.failed;
  toast.error(assistantTexts.failed, { description: reason });
  updateAnswer((message) => ({ ...message, content: troubleReply(reason), status: 'failed' }));
}
