import { Link } from 'react-router';
import { planById } from '@kusasa/domain/rules/plans';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import type { Dashboard } from '@kusasa/domain/schemas/dashboard';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const t = dashboardTexts.welcome;

export function WelcomeCard({ welcome, title }: { welcome: Dashboard['welcome']; title: string }) {
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">{title}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{t.greeting(welcome.fullName)}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Badge tone="brand">{t.plan(welcome.planName)}</Badge>
        {welcome.planName !== planById('pro-ai').name && (
          <Link to="/pricing" className="text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            {t.upgrade}
          </Link>
        )}
      </div>
    </Card>
  );
}
