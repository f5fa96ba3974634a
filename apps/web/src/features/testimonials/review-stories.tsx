import { testimonialTexts as texts } from '@kusasa/domain/testimonial-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePending, useReviewStory } from './api/testimonials';

/** For admins on /testimonials: the stories waiting, to approve (then shown) or reject. */
export function ReviewStories() {
  const pending = usePending(true);
  const review = useReviewStory();
  function decide(id: string, status: 'approved' | 'rejected') {
    review.mutate(
      { id, status },
      { onSuccess: () => toast.success(texts.reviewed), onError: (error) => toast.error(error instanceof ApiError ? error.message : texts.loadFailed) },
    );
  }
  if (pending.isPending) return <Spinner label="Loading stories..." />;
  if (pending.isError) return <Alert tone="error">{texts.loadFailed}</Alert>;
  if (pending.data.testimonials.length === 0) return <p className="text-slate-700 dark:text-slate-300">{texts.reviewNone}</p>;
  return (
    <ul className="grid gap-3">
      {pending.data.testimonials.map((story) => (
        <li key={story.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="break-words text-slate-900 dark:text-white">“{story.story}”</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {story.displayName}, {story.context}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => decide(story.id, 'approved')}
              disabled={review.isPending}
              aria-label={`${texts.approve} the story by ${story.displayName}`}
            >
              {texts.approve}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decide(story.id, 'rejected')}
              disabled={review.isPending}
              aria-label={`${texts.reject} the story by ${story.displayName}`}
            >
              {texts.reject}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
