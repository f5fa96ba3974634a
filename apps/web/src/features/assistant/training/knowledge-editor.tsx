import { type FormEvent, useRef, useState } from 'react';
import { aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import { KNOWLEDGE_CATEGORIES } from '@kusasa/domain/rules/assistant';
import { knowledgeCreateSchema, type KnowledgeEntry, knowledgeInputSchema } from '@kusasa/domain/schemas/assistant/knowledge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, InputField, SelectField, TextareaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, splitFieldErrors, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateEntry, useKnowledgeTrial, useUpdateEntry } from '../api/ai-training';
import { HeldOutTrialResult } from './held-out-trial';

const FIELDS = new Set(['id', 'title', 'question', 'category', 'sourceUrl', 'answer', 'keywords', 'faq']);
const categoryOptions = KNOWLEDGE_CATEGORIES.map((category) => ({ value: category, label: category }));

export type EditorTarget = { mode: 'edit'; entry: KnowledgeEntry } | { mode: 'create'; question: string };

/**
 * Adds an entry or edits one (a new version, made on the version shown: a stale edit is refused
 * by the server with 409 and its message). Thandi uses the saved entry from the next question.
 */
export function KnowledgeEditor({ target, onDone }: { target: EditorTarget; onDone: () => void }) {
  const entry = target.mode === 'edit' ? target.entry : null;
  const [values, setValues] = useState({
    id: '',
    title: entry?.title ?? '',
    question: entry?.question ?? (target.mode === 'create' ? target.question : ''),
    category: entry?.category ?? '',
    sourceUrl: entry?.sourceUrl ?? '/faqs',
    answer: entry?.answer ?? '',
    keywords: entry?.keywords.join(', ') ?? '',
    faq: entry?.faq ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const trial = useKnowledgeTrial();
  const pending = create.isPending || update.isPending;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function failed(error: unknown) {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      const { shown, other } = splitFieldErrors(error.fields, FIELDS);
      setErrors(shown);
      setFormError(other.length > 0 ? other.join(' ') : null);
    } else {
      setFormError(error instanceof ApiError ? error.message : 'Failed to save the entry');
    }
    setAttempt((n) => n + 1);
  }

  const input = () => ({
    title: values.title,
    question: values.question,
    category: values.category,
    sourceUrl: values.sourceUrl,
    answer: values.answer,
    keywords: values.keywords
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    faq: values.faq,
  });

  /** Scores the entry as written on the held-out set, without saving it. */
  function onTry() {
    const parsed = knowledgeInputSchema.safeParse(input());
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    trial.mutate({ id: entry?.id ?? (values.id.trim() || undefined), entry: parsed.data }, { onError: failed });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = entry ? knowledgeInputSchema.safeParse(input()) : knowledgeCreateSchema.safeParse({ ...input(), id: values.id.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    const done = () => {
      toast.success(texts.saved);
      onDone();
    };
    if (entry) update.mutate({ id: entry.id, input: { ...parsed.data, expectedVersion: entry.version } }, { onSuccess: done, onError: failed });
    else create.mutate(parsed.data, { onSuccess: done, onError: failed });
  }

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{entry ? `${texts.editEntry}: ${entry.id}` : texts.addEntry}</h3>
      {entry && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Version {entry.version}; saving makes version {entry.version + 1}.
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4" aria-label={entry ? texts.editEntry : texts.addEntry}>
        {formError && (
          <Alert tone="error" focusable>
            {formError}
          </Alert>
        )}
        {!entry && (
          <InputField
            id="entry-id"
            label="Id (optional)"
            hint="Made from the title when left empty."
            value={values.id}
            onChange={set('id')}
            error={errors.id}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="entry-title" label="Title" value={values.title} onChange={set('title')} error={errors.title} />
          <SelectField
            id="entry-category"
            label="Category"
            placeholder="Choose a category"
            options={categoryOptions}
            value={values.category}
            onChange={set('category')}
            error={errors.category}
          />
        </div>
        <InputField id="entry-question" label="Question (as on /faqs)" value={values.question} onChange={set('question')} error={errors.question} />
        <InputField
          id="entry-source"
          label="Source page"
          hint="A Kusasa page such as /pricing, or an https:// address."
          value={values.sourceUrl}
          onChange={set('sourceUrl')}
          error={errors.sourceUrl}
        />
        <TextareaField id="entry-answer" label="Answer" rows={6} value={values.answer} onChange={set('answer')} error={errors.answer} />
        <InputField
          id="entry-keywords"
          label="Other words learners use"
          hint="Separated by commas."
          value={values.keywords}
          onChange={set('keywords')}
          error={errors.keywords}
        />
        <CheckboxField
          id="entry-faq"
          label="List on /faqs"
          checked={values.faq}
          onChange={(event) => setValues((current) => ({ ...current, faq: event.target.checked }))}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save entry'}
          </Button>
          <Button variant="outline" onClick={onTry} disabled={trial.isPending} title={texts.tryHeldOutHint}>
            {trial.isPending ? 'Trying...' : texts.tryHeldOut}
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
        {trial.data && <HeldOutTrialResult result={trial.data} />}
      </form>
    </Card>
  );
}
