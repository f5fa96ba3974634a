import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { buttonVariants } from '../../components/ui/button';

/** react-router numbers the entries of this visit in history.state.idx: 0 is where the visit began. */
function cameFromAnotherPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Back to the page the reader came from, or home when the policy opened in a tab of its own. A link
 * home in the HTML (decision 0428): it works before the app starts and with JavaScript off, where
 * a page arrived at by a plain link is a visit of its own.
 */
export function BackButton() {
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromAnotherPage()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to="/" onClick={back} className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      {legalTexts.back}
    </Link>
  );
}
