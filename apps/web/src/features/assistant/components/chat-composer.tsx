import { Send, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { ASSISTANT_MESSAGE_MAX_LENGTH, isSendableMessage } from '@kusasa/domain/rules/assistant';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface ChatComposerProps {
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; while an answer is written, Send becomes Stop. */
export function ChatComposer({ sending, onSend, onStop }: ChatComposerProps) {
  const [text, setText] = useState('');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    // An empty or whitespace-only message is never sent (seed 001).
    if (sending || !isSendableMessage(text)) return;
    const question = text;
    setText('');
    void onSend(question);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800">
      <label htmlFor="thandi-question" className="sr-only">
        {assistantTexts.placeholder}
      </label>
      <textarea
        id="thandi-question"
        rows={2}
        value={text}
        maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
        placeholder={assistantTexts.placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby="thandi-question-hint"
        className={cn(
          'block min-h-11 w-full flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
        )}
      />
      <span id="thandi-question-hint" className="sr-only">
        Enter sends, Shift and Enter starts a new line.
      </span>
      {sending ? (
        <Button variant="outline" onClick={onStop} className="shrink-0">
          <Square aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{assistantTexts.stop}</span>
        </Button>
      ) : (
        <Button type="submit" disabled={!isSendableMessage(text)} className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{assistantTexts.send}</span>
        </Button>
      )}
    </form>
  );
}
