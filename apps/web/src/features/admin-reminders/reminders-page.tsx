import { adminRemindersTexts as t } from '@kusasa/domain/messaging-texts';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
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
    body = <LoadFailed message={t.failed} retry={t.retry} query={reminders} />;
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6 grid min-w-0 gap-8">{body}</div>
    </Container>
  );
}
