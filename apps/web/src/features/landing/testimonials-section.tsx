import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { illustrativeStories } from '@kusasa/domain/illustrative-stories';
import { buttonVariants } from '../../components/ui/button';
import { Section } from './section';

// Illustrative stories, not quotes from real people (one source with /testimonials, which also
// shows learners' own stories once an admin approved them).
const stories = illustrativeStories;

export function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      tone="muted"
      eyebrow="Learner stories"
      title="What applying with Kusasa can look like"
      intro={<p>These are illustrative stories that show how learners can use Kusasa. They are not quotes from real people.</p>}
    >
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.who}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <Quote aria-hidden="true" className="size-7 text-amber-600 dark:text-amber-300" />
              <blockquote className="mt-3 flex-1 text-lg text-slate-900 dark:text-white">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700 dark:text-slate-300">Illustrative story: {story.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Link to="/testimonials" className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        More learner stories
      </Link>
    </Section>
  );
}
