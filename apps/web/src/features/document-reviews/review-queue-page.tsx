import { documentReviewTexts, workingDaysText } from '@kusasa/domain/document-review-texts';
import type { QueueRow } from '@kusasa/domain/schemas/document-reviews';
import { Container } from '../../components/ui/container';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { useClaimReview, useReleaseReview, useReviewQueue } from './api/review-queue';
import { QueueTable } from './queue-table';
import { ReviewWorkspace } from './review-workspace';

const t = documentReviewTexts.queue;

/**
 * /counselors/reviews and /admin/reviews (issue 31): one queue for approved counselors and admins,
 * Pro + AI first, then the longest wait. Requests the reviewer took open below it to be answered.
 */
export default function ReviewQueuePage({ title }: PageProps) {
  const queue = useReviewQueue();
  const claim = useClaimReview();
  const release = useReleaseReview();

  const take = (row: QueueRow) =>
    claim.mutate(row.id, {
      onSuccess: () => toast.success(t.claimed),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status === 409 ? t.alreadyClaimed : error instanceof ApiError ? error.message : t.failed),
    });

  const giveBack = (row: QueueRow) =>
    release.mutate(row.id, {
      onSuccess: () => toast.success(t.released),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t.failed),
    });

  let body;
  if (queue.data) {
    const { requests, promise } = queue.data;
    const mine = requests.filter((row) => row.claimedByMe);
    body = (
      <div className="grid min-w-0 gap-6">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.promise(workingDaysText(promise.priorityDays), workingDaysText(promise.standardDays))}</p>
        {requests.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
        ) : (
          <QueueTable rows={requests} busy={claim.isPending || release.isPending} onClaim={take} onRelease={queue.data.canReleaseAny ? giveBack : undefined} />
        )}
        {mine.map((row) => (
          <ReviewWorkspace key={row.id} reviewId={row.id} />
        ))}
      </div>
    );
  } else if (queue.isError) {
    body = (
      <LoadFailed
        message={queue.error instanceof ApiError && queue.error.status === 403 ? queue.error.message : t.loadFailed}
        retry={documentReviewTexts.tryAgain}
        query={queue}
      />
    );
  } else {
    body = <Spinner label={documentReviewTexts.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6">{body}</div>
    </Container>
  );
}
