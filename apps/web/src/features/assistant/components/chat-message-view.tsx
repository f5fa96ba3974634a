import { Bot, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../chat-messages';
import { LinkedText } from './linked-text';

const timeFormat = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Johannesburg' });

export interface ChatMessageViewProps {
  message: ChatMessage;
  onFeedback?: (exchangeId: string, helpful: boolean) => void;
  onDelete?: (exchangeId: string) => void;
}

/** One message of the chat: the learner's on the right, Thandi's on the left with its feedback and delete buttons. */
export function ChatMessageView({ message, onFeedback, onDelete }: ChatMessageViewProps) {
  const mine = message.role === 'user';
  const exchangeId = message.exchangeId;
  const canRate = !mine && exchangeId !== undefined && (message.status === 'done' || message.status === 'stopped');
  return (
    <li className={cn('flex gap-2', mine ? 'justify-end' : 'justify-start')} aria-busy={message.status === 'streaming' || undefined}>
      {!mine && <Bot aria-hidden="true" className="mt-1 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />}
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed break-words',
          mine ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          message.status === 'failed' && 'border border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
        )}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Thandi said:'}</p>
        <div className="whitespace-pre-wrap">{mine ? message.content : <LinkedText text={message.content} />}</div>
        {message.status === 'streaming' && message.content === '' && <p className="text-slate-600 dark:text-slate-300">Thandi is typing...</p>}
        {message.status === 'stopped' && <p className="mt-1 text-sm italic text-slate-600 dark:text-slate-300">{assistantTexts.stopped}</p>}
        <div className={cn('mt-1.5 flex flex-wrap items-center gap-1 text-xs', mine ? 'text-emerald-50' : 'text-slate-600 dark:text-slate-300')}>
          <time dateTime={message.timestamp}>{timeFormat.format(new Date(message.timestamp))}</time>
          {canRate && onFeedback && (
            <>
              <FeedbackButton label={assistantTexts.helpful} pressed={message.helpful === true} onClick={() => onFeedback(exchangeId, true)}>
                <ThumbsUp aria-hidden="true" className="size-4" />
              </FeedbackButton>
              <FeedbackButton label={assistantTexts.notHelpful} pressed={message.helpful === false} onClick={() => onFeedback(exchangeId, false)}>
                <ThumbsDown aria-hidden="true" className="size-4" />
              </FeedbackButton>
            </>
          )}
          {canRate && onDelete && (
            <button
              type="button"
              className="ml-auto inline-flex min-h-9 min-w-9 items-center justify-center rounded-md hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-700"
              aria-label="Delete this question and answer"
              onClick={() => onDelete(exchangeId)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function FeedbackButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-700',
        pressed && 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
      )}
    >
      {children}
    </button>
  );
}
