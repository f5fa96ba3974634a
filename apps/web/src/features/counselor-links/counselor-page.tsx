import { counselorLinkTexts as t } from '@kusasa/domain/counselor-page-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useCounselorLinks } from './api/counselor-links';
import { InvitationsSection } from './invitations-section';
import { LinkForm } from './link-form';
import { LinksSection } from './links-section';
import { NotesSection } from './notes-section';

/** /counselor (issue 29): the learner links with their school's counselor, chooses what they see and until when, and reads their notes. */
export default function CounselorPage({ title }: PageProps) {
  const links = useCounselorLinks();

  let body;
  if (links.data) {
    body = (
      <div className="grid min-w-0 gap-6">
        <LinksSection links={links.data} />
        <InvitationsSection links={links.data} />
        <LinkForm defaultEndsOn={links.data.defaultEndsOn} />
        <NotesSection notes={links.data.notes} />
      </div>
    );
  } else if (links.isError) {
    body = (
      <div className="grid max-w-xl gap-4">
        <Alert tone="error">{t.loadFailed}</Alert>
        <Button variant="outline" className="justify-self-start" disabled={links.isFetching} onClick={() => void links.refetch()}>
          {t.tryAgain}
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
      <div className="mt-6">{body}</div>
    </Container>
  );
}
