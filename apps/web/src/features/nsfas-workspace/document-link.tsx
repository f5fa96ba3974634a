import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { Button } from '../../components/ui/button';
import { openInNewTab } from '../../lib/open-in-new-tab';
import { getDocumentLink } from './api/nsfas';

/** Opens one of the learner's documents in a new tab through a short-lived signed link, fetched at the click. */
export function DocumentLink({ learnerId, documentId, label }: { learnerId: string; documentId: string; label: string }) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = () => {
    setOpening(true);
    setFailed(false);
    openInNewTab(() => getDocumentLink(learnerId, documentId).then((link) => link.url))
      .catch(() => setFailed(true))
      .finally(() => setOpening(false));
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" onClick={open} disabled={opening} aria-busy={opening} aria-label={`${t.open}: ${label}`}>
        <ExternalLink aria-hidden="true" />
        {opening ? t.opening : t.open}
      </Button>
      {failed && (
        <span role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t.openFailed}
        </span>
      )}
    </span>
  );
}
