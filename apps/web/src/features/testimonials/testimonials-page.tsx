import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { illustrativeStories } from '@kusasa/domain/illustrative-stories';
import { testimonialTexts as texts } from '@kusasa/domain/testimonial-texts';
import { fillText } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePublished } from './api/testimonials';
import { ReviewStories } from './review-stories';
import { ShareStory } from './share-story';

function StoryFigure({ quote, by }: { quote: string; by: string }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <Quote aria-hidden="true" className="size-6 text-amber-600 dark:text-amber-300" />
      <blockquote className="mt-2 flex-1 break-words text-slate-900 dark:text-white">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-3 text-sm text-slate-700 dark:text-slate-300">{by}</figcaption>
    </figure>
  );
}

/**
 * /testimonials (seed 001; issue 14): learners' own stories once an admin approved them, the
 * illustrative stories labelled as such, a student's 'Share your story', and admins' review list.
 */
export default function TestimonialsPage({ title }: PageProps) {
  const session = useSession();
  const published = usePublished();
  const user = session.status === 'signed-in' ? session.user : null;
  const stories = published.data?.testimonials ?? [];
  return (
    <Container className="grid gap-8 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{texts.intro}</p>
      </header>

      <section aria-labelledby="real-stories">
        <h2 id="real-stories" className="text-2xl font-bold text-slate-950 dark:text-white">
          {texts.realTitle}
        </h2>
        <div className="mt-4">
          {published.isPending ? (
            <Spinner label="Loading stories..." />
          ) : published.isError ? (
            <Alert tone="error">
              <p>{texts.loadFailed}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void published.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : stories.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{texts.realNone}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-3">
              {stories.map((story) => (
                <li key={story.id}>
                  <StoryFigure quote={story.story} by={`${story.displayName}, ${story.context}`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="illustrative-stories">
        <h2 id="illustrative-stories" className="text-2xl font-bold text-slate-950 dark:text-white">
          {texts.illustrativeTitle}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{texts.illustrativeNote}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {illustrativeStories.map((story) => (
            <li key={story.who}>
              <StoryFigure quote={story.quote} by={fillText(texts.illustrativeBy, { who: story.who })} />
            </li>
          ))}
        </ul>
      </section>

      <Card className="p-5 sm:p-6" aria-labelledby="share-story">
        <h2 id="share-story" className="text-xl font-bold text-slate-950 dark:text-white">
          {texts.shareTitle}
        </h2>
        <p className="mt-1 mb-4 text-slate-700 dark:text-slate-300">{texts.shareIntro}</p>
        {user?.userType === 'student' ? (
          <ShareStory />
        ) : user ? (
          <p className="text-slate-700 dark:text-slate-300">{texts.shareNotYet}</p>
        ) : (
          <Link to="/login" state={{ from: '/testimonials' }} className={buttonVariants({ variant: 'outline' })}>
            {texts.shareSignIn}
          </Link>
        )}
      </Card>

      {user?.userType === 'admin' && (
        <section aria-labelledby="review-stories">
          <h2 id="review-stories" className="text-2xl font-bold text-slate-950 dark:text-white">
            {texts.reviewTitle}
          </h2>
          <div className="mt-4">
            <ReviewStories />
          </div>
        </section>
      )}
    </Container>
  );
}
