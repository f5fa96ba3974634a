import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteHistory, useFeedback, useHistory, useQuota } from './api/history';
import { type ChatMessage, messagesOfExchange, welcomeMessage } from './chat-messages';
import { ChatComposer } from './components/chat-composer';
import { ChatMessageView } from './components/chat-message-view';
import { QuotaLine } from './components/quota-line';
import { useThandiChat } from './use-thandi-chat';

/**
 * /thandi (seed 001): the chat with Thandi, 600 px high, the welcome message first, then the
 * learner's stored history and this visit's questions. Answers stream in; the quota is the server's.
 */
export default function ThandiPage({ title }: PageProps) {
  const history = useHistory();
  const quota = useQuota();
  const chat = useThandiChat();
  const feedback = useFeedback();
  const remove = useDeleteHistory();
  const [openedAt] = useState(() => new Date().toISOString());
  const listRef = useRef<HTMLOListElement>(null);

  const messages = useMemo(() => {
    const here = new Set(chat.messages.map((message) => message.exchangeId).filter(Boolean));
    const stored = (history.data?.exchanges ?? []).filter((exchange) => !here.has(exchange.id)).flatMap(messagesOfExchange);
    return [welcomeMessage(openedAt), ...stored, ...chat.messages];
  }, [history.data, chat.messages, openedAt]);

  // Keep the newest words in view as they arrive.
  const last = messages.at(-1);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last?.id, last?.content]);

  function rate(exchangeId: string, helpful: boolean) {
    feedback.mutate(
      { id: exchangeId, helpful },
      {
        onSuccess: () => {
          chat.markHelpful(exchangeId, helpful);
          toast.success(assistantTexts.feedbackThanks);
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : assistantTexts.failed),
      },
    );
  }

  function forget(exchangeId?: string) {
    remove.mutate(exchangeId, {
      onSuccess: () => {
        chat.forget(exchangeId);
        if (!exchangeId) toast.success(assistantTexts.historyCleared);
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : assistantTexts.failed),
    });
  }

  const hasHistory = messages.some((message: ChatMessage) => message.exchangeId);

  return (
    <Container className="grid gap-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <div className="mt-1" aria-live="polite">
            <QuotaLine quota={quota.data} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/meet-thandi"
            className="inline-flex min-h-9 items-center text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
          >
            What Thandi can do
          </Link>
          {hasHistory && (
            <Button variant="outline" size="sm" onClick={() => forget()} disabled={remove.isPending || chat.sending}>
              <Trash2 aria-hidden="true" />
              Clear history
            </Button>
          )}
        </div>
      </header>

      <section
        aria-label="Chat with Thandi"
        className="flex h-[600px] max-h-[calc(100dvh-9rem)] min-h-[420px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <ol
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label="Messages"
          tabIndex={0}
          className="flex-1 space-y-3 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:p-4"
        >
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} onFeedback={rate} onDelete={forget} />
          ))}
          {history.isPending && (
            <li className="flex justify-center py-2">
              <Spinner label="Loading your chat history..." />
            </li>
          )}
        </ol>
        {history.isError && (
          <Alert tone="error" className="mx-3 mb-2">
            <p>{history.error instanceof ApiError ? history.error.message : 'Failed to load your chat history'}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {history.data?.exchanges.length === 0 && chat.messages.length === 0 && (
          <p className="px-4 pb-2 text-sm text-slate-600 dark:text-slate-300">{assistantTexts.historyEmpty}</p>
        )}
        <ChatComposer sending={chat.sending} onSend={chat.send} onStop={chat.stop} />
      </section>
    </Container>
  );
}
