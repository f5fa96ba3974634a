import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { Button } from '../../components/ui/button';

/** react-router numbers the entries of this visit in history.state.idx: 0 is where the visit began. */
function cameFromAnotherPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** Back to the page the reader came from, or home when the policy opened in a tab of its own. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" className="-ml-3" onClick={() => void (cameFromAnotherPage() ? navigate(-1) : navigate('/'))}>
      <ArrowLeft aria-hidden="true" />
      {legalTexts.back}
    </Button>
  );
}
