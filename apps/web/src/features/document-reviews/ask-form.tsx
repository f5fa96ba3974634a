import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentReviewTexts, reviewKindLabels } from '@kusasa/domain/document-review-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { REVIEW_KINDS, STATEMENT_MAX_LENGTH, STATEMENT_MIN_LENGTH, type ReviewKind } from '@kusasa/domain/rules/document-reviews';
import { askReviewSchema, type AskReviewInput, type LearnerReviews } from '@kusasa/domain/schemas/document-reviews';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { useAskReview } from './api/document-reviews';
import { CardSection } from '../../components/ui/card-section';

const t = documentReviewTexts.ask;

interface Values {
  kind: ReviewKind | '';
  documentId: string;
  text: string;
  question: string;
}

/** The learner's checks before sending: the domain schema, plus the two choices it cannot name well. */
function check(values: Values): { errors: FieldErrors } | { body: AskReviewInput } {
  if (!values.kind) return { errors: { kind: t.kindRequired } };
  if (values.kind === 'document' && !values.documentId) return { errors: { documentId: t.documentRequired } };
  const body: AskReviewInput =
    values.kind === 'document'
      ? { kind: values.kind, documentId: values.documentId, question: values.question }
      : { kind: values.kind, text: values.text, question: values.question };
  const parsed = askReviewSchema.safeParse(body);
  return parsed.success ? { body } : { errors: fieldErrorsFrom(parsed.error.issues) };
}

/** Asking: a document of theirs (preselected from ?document=) or a pasted statement, an optional question, and the promise. */
export function AskForm({ view, preselected }: { view: LearnerReviews; preselected: string | null }) {
  const initialDocument = view.documents.some((d) => d.id === preselected) ? (preselected ?? '') : '';
  const [values, setValues] = useState<Values>({ kind: initialDocument ? 'document' : '', documentId: initialDocument, text: '', question: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const ask = useAskReview();
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = check(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return setAttempt((count) => count + 1);
    }
    setErrors({});
    ask.mutate(checked.body, {
      onSuccess: () => {
        setValues({ kind: '', documentId: '', text: '', question: '' });
        setMessage({ tone: 'success', text: t.sent });
      },
      onError: (error) => {
        setMessage({ tone: 'error', text: error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : t.failed });
        setAttempt((count) => count + 1);
      },
    });
  };

  const documentOptions = view.documents.map((d) => ({
    value: d.id,
    label: `${documentTexts.labels[d.documentType]}${d.originalName ? ` (${d.originalName})` : ''}`,
  }));
  return (
    <CardSection title={t.title} intro={view.terms.dueIfAskedNow ? t.promise(formatListDate(view.terms.dueIfAskedNow)) : undefined}>
      <form ref={form} onSubmit={submit} noValidate className="grid gap-4" aria-label={t.title}>
        <SelectField
          id="review-kind"
          label={t.kind}
          placeholder={t.chooseKind}
          options={REVIEW_KINDS.map((kind) => ({ value: kind, label: reviewKindLabels[kind] }))}
          value={values.kind}
          onChange={(event) => set({ kind: event.target.value as Values['kind'] })}
          error={errors.kind}
          className="max-w-md"
        />
        {values.kind === 'document' &&
          (documentOptions.length > 0 ? (
            <SelectField
              id="review-document"
              label={t.document}
              placeholder={t.chooseDocument}
              options={documentOptions}
              value={values.documentId}
              onChange={(event) => set({ documentId: event.target.value })}
              error={errors.documentId}
              className="max-w-md"
            />
          ) : (
            <Alert tone="info">
              <p>{t.noDocuments}</p>
              <Link to="/profile-completion" className="mt-1 inline-block font-medium text-emerald-800 underline dark:text-emerald-300">
                {t.uploadLink}
              </Link>
            </Alert>
          ))}
        {values.kind && values.kind !== 'document' && (
          <TextareaField
            id="review-text"
            label={t.text}
            hint={`${t.textHint(STATEMENT_MIN_LENGTH, STATEMENT_MAX_LENGTH)} ${t.characters(values.text.trim().length, STATEMENT_MAX_LENGTH)}`}
            value={values.text}
            rows={10}
            maxLength={STATEMENT_MAX_LENGTH}
            onChange={(event) => set({ text: event.target.value })}
            error={errors.text}
          />
        )}
        <TextareaField
          id="review-question"
          label={t.question}
          hint={t.questionHint}
          value={values.question}
          rows={2}
          onChange={(event) => set({ question: event.target.value })}
          error={errors.question}
        />
        {message && (
          <Alert tone={message.tone} focusable={message.tone === 'error'}>
            {message.text}
          </Alert>
        )}
        <div>
          <Button type="submit" disabled={ask.isPending} aria-busy={ask.isPending}>
            {ask.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
