import { Link } from 'react-router';
import { statusTexts } from '@kusasa/domain/status-texts';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import type { PageProps } from '../../lib/page-props';
import { StatusPage } from '../../components/ui/status-page';

/** Placeholder for pages that later work builds: an honest "coming soon" under the page's name. */
export default function ComingSoonPage({ title }: PageProps) {
  return (
    <StatusPage
      eyebrow={<Badge tone="accent">{statusTexts.comingSoon.title}</Badge>}
      title={title}
      actions={
        <Link to="/" className={buttonVariants()}>
          {statusTexts.notFound.goHome}
        </Link>
      }
    >
      <p>{statusTexts.comingSoon.body}</p>
    </StatusPage>
  );
}
