import { useId } from 'react';
import { CircleCheck, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { roadmapTexts } from '@kusasa/domain/roadmap-texts';
import type { Roadmap } from '@kusasa/domain/schemas/roadmap';
import { Card } from '../../components/ui/card';

const t = roadmapTexts.page;

type Week = Roadmap['weeks'][number];
type Task = Week['tasks'][number];

function TaskItem({ task }: { task: Task }) {
  const Icon = task.done ? CircleCheck : Circle;
  return (
    <li className="flex min-w-0 items-start gap-3 py-3">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${task.done ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-400'}`} />
      <div className="grid min-w-0 gap-1">
        <p className={`break-words ${task.done ? 'text-slate-500 line-through dark:text-slate-400' : 'font-medium text-slate-950 dark:text-white'}`}>
          <span className="sr-only">{task.done ? `${t.done}: ` : `${t.toDo}: `}</span>
          {task.title}
        </p>
        {!task.done && (
          <Link
            to={task.link}
            aria-label={`${t.open}: ${task.title}`}
            className="justify-self-start text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t.open}
          </Link>
        )}
      </div>
    </li>
  );
}

/** One week of the roadmap: its dates, how much is done, and its tasks (done ones ticked and struck through). */
export function RoadmapWeek({ week }: { week: Week }) {
  const id = useId();
  const done = week.tasks.filter((task) => task.done).length;
  return (
    <section aria-labelledby={id}>
      <Card className="min-w-0 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id={id} className="text-xl font-semibold text-slate-950 dark:text-white">
            {t.week(week.number)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.progress(done, week.tasks.length)}</p>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.weekDates(week.startsOn, week.endsOn)}</p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {week.tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
