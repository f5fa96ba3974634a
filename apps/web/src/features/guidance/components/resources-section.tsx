import { ExternalLink } from 'lucide-react';
import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const { resources, stories } = guidanceTexts;

/** Official South African services for study choices and funding. */
export function ResourcesSection() {
  return (
    <section aria-labelledby="resources-title">
      <h2 id="resources-title" className="text-xl font-bold text-slate-950 dark:text-white">
        {resources.title}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {resources.items.map((item) => (
          <li key={item.url}>
            <Card className="h-full p-5">
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-start gap-1 font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                {item.name}
                <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              </a>
              <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{item.url}</p>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{item.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Success stories: illustrative, and labelled so on every story. */
export function SuccessStoriesSection() {
  return (
    <section aria-labelledby="stories-title">
      <h2 id="stories-title" className="text-xl font-bold text-slate-950 dark:text-white">
        {stories.title}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {stories.items.map((story) => (
          <li key={story.name}>
            <Card className="h-full p-5">
              <Badge tone="accent" className="text-xs">
                {stories.label}
              </Badge>
              <p className="mt-3 font-semibold text-slate-950 dark:text-white">{story.name}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{story.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
