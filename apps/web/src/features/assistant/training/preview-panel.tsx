import { type FormEvent, useState } from 'react';
import { aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import { isSendableMessage } from '@kusasa/domain/rules/assistant';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { usePreview } from '../api/ai-training';
import { LinkedText } from '../components/linked-text';

/** Try a question: the built-in answer with its confidence and sources; nothing is counted or stored. */
export function PreviewPanel() {
  const [question, setQuestion] = useState('');
  const preview = usePreview();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSendableMessage(question)) preview.mutate(question);
  }
  const answer = preview.data;
  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} className="grid gap-3" aria-label={texts.preview}>
        <TextareaField
          id="preview-question"
          label="Question"
          rows={2}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          hint="Answered as Thandi would, without a quota or a stored exchange."
        />
        <div>
          <Button type="submit" disabled={preview.isPending || !isSendableMessage(question)}>
            {texts.preview}
          </Button>
        </div>
      </form>
      {preview.isError && <Alert tone="error">{preview.error instanceof ApiError ? preview.error.message : 'Failed to try the question'}</Alert>}
      {answer && (
        <section aria-label="Answer" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {answer.kind} · confidence {Math.round(answer.confidence * 100)}%
            {answer.sources.length > 0 ? ` · ${answer.sources.map((source) => source.id).join(', ')}` : ''}
          </p>
          <p className="mt-2 whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            <LinkedText text={answer.content} />
          </p>
        </section>
      )}
    </div>
  );
}
