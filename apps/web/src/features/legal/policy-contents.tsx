import type { MouseEvent } from 'react';
import type { PolicySection } from '@kusasa/domain/legal/policy';
import { cn } from '../../lib/cn';

/** Scrolls to a section and moves focus to its heading, so keyboard and screen-reader users land there too. */
export function goToSection(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** The numbered contents list; the section being read is marked (aria-current) and highlighted. */
export function PolicyContents({
  sections,
  current,
  onNavigate,
}: {
  sections: readonly PolicySection[];
  current: string | undefined;
  onNavigate: (id: string) => void;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onNavigate(id);
  };
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => {
        const isCurrent = section.id === current;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={isCurrent ? 'location' : undefined}
              onClick={(event) => follow(event, section.id)}
              // A plain anchor before the app; using it starts the app, which marks the section being read (decision 0428).
              data-starts-app=""
              className={cn(
                'flex gap-2 rounded-md border-l-4 px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                isCurrent
                  ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950/60 dark:text-emerald-100'
                  : 'border-transparent',
              )}
            >
              <span aria-hidden="true" className="tabular-nums">
                {index + 1}.
              </span>
              <span>{section.heading}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
