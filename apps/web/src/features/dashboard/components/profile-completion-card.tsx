import { Link } from 'react-router';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import type { Dashboard } from '@kusasa/domain/schemas/dashboard';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const t = dashboardTexts.profile;

export function ProfileCompletionCard({ completion }: { completion: Dashboard['profileCompletion'] }) {
  const complete = completion.missing.length === 0;
  return (
    <Card className="p-5">
      <section aria-labelledby="profile-completion-title">
        <h2 id="profile-completion-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        <p className="mt-2 text-2xl font-bold text-slate-950 dark:text-white">{t.percent(completion.percent)}</p>
        <div
          role="progressbar"
          aria-label={t.title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completion.percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${completion.percent}%` }} />
        </div>
        {complete ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.complete}</p>
        ) : (
          <div className="mt-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t.missing}</p>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
              {completion.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        <Link to="/profile-completion" className={buttonVariants({ variant: complete ? 'outline' : 'primary', size: 'sm', className: 'mt-4' })}>
          {complete ? t.review : t.action}
        </Link>
      </section>
    </Card>
  );
}
