import { counselorLinkTexts as t } from '@kusasa/domain/counselor-page-texts';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
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
    body = <LoadFailed message={t.loadFailed} retry={t.tryAgain} query={links} />;
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6">{body}</div>
    </Container>
  );
}
