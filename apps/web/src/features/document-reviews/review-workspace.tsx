import { type FormEvent, useState } from 'react';
import { documentReviewTexts } from '@kusasa/domain/document-review-texts';
import { answerReviewSchema, type ReviewDetail } from '@kusasa/domain/schemas/document-reviews';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { openReviewDocument, useAnswerReview, useReleaseReview, useReviewDetail } from './api/review-queue';
import { whatOf } from './queue-table';
import { CardSection } from '../../components/ui/card-section';

const t = documentReviewTexts.queue;
const failure = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t.failed);

/** The request itself: the learner, the question, the pasted text or a button to open the document. */
function RequestBody({ detail }: { detail: ReviewDetail }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    await openReviewDocument(detail.id)
      .catch(() => toast.error(t.openFailed))
      .finally(() => setOpening(false));
  };
  return (
    <>
      <p>
        <span className="font-medium">{t.learner}: </span>
        {detail.learnerName}
      </p>
      {detail.question && (
        <p className="break-words">
          <span className="font-medium">{t.question}: </span>
          {detail.question}
        </p>
      )}
      {detail.text && <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap dark:bg-slate-950">{detail.text}</p>}
      {detail.hasDocument && (
        <div>
          <Button variant="outline" size="sm" disabled={opening} onClick={() => void open()}>
            {t.openDocument}
            {detail.documentName ? ` (${detail.documentName})` : ''}
          </Button>
        </div>
      )}
    </>
  );
}

/** A request the reviewer holds: read it, answer with comments, or give it back. */
export function ReviewWorkspace({ reviewId }: { reviewId: string }) {
  const detail = useReviewDetail(reviewId);
  const answer = useAnswerReview();
  const release = useReleaseReview();
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  if (!detail.data) return detail.isError ? <Alert tone="error">{t.loadFailed}</Alert> : <Spinner label={documentReviewTexts.loading} />;
  const data = detail.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = answerReviewSchema.safeParse({ comments });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    // The answered request leaves the queue and this workspace with it, before mutate's own callbacks
    // would run: the promise still settles, so the toast is said from it.
    void answer.mutateAsync({ reviewId, comments: parsed.data.comments }).then(
      () => toast.success(t.answered),
      (e: unknown) => setMessage(failure(e)),
    );
  };

  return (
    <CardSection title={whatOf(data)}>
      <RequestBody detail={data} />
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label={`${t.comments}: ${whatOf(data)}`}>
        <TextareaField
          id={`comments-${reviewId}`}
          label={t.comments}
          hint={t.commentsHint}
          rows={6}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          error={error}
        />
        {message && <Alert tone="error">{message}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending}>
            {answer.isPending ? t.answering : t.answer}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={release.isPending}
            onClick={() =>
              void release.mutateAsync(reviewId).then(
                () => toast.success(t.released),
                (e: unknown) => setMessage(failure(e)),
              )
            }
          >
            {t.release}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
