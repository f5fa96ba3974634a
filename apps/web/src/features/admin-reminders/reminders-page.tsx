import { adminRemindersTexts as t } from '@kusasa/domain/messaging-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useAdminReminders } from './api/get-reminders';
import { ProblemsSection } from './problems-section';
import { CountsSection, DatesToCheckSection } from './reminder-tables';

/** /admin/reminders (issue 30): the week's messages, the ones that need an admin, and closing dates nobody has checked. */
export default function RemindersPage({ title }: PageProps) {
  const reminders = useAdminReminders();

  let body;
  if (reminders.data) {
    body = (
      <>
        <ProblemsSection problems={reminders.data.problems} />
        <DatesToCheckSection dates={reminders.data.datesToCheck} />
        <CountsSection counts={reminders.data.counts} />
      </>
    );
  } else if (reminders.isError) {
    body = (
      <div className="grid max-w-xl gap-4">
        <Alert tone="error">{t.failed}</Alert>
        <Button variant="outline" className="justify-self-start" disabled={reminders.isFetching} onClick={() => void reminders.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      <div className="mt-6 grid min-w-0 gap-8">{body}</div>
    </Container>
  );
}
