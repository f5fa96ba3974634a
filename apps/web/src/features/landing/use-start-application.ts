import { useState } from 'react';
import { useNavigate } from 'react-router';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { isSignedIn } from '../../lib/session-probe';
import { toast } from '../../lib/toast';

/**
 * Start Application: a signed-in visitor goes to /auth-redirect; a signed-out one to /register
 * with the 'Authentication Required' toast (seed 001, sections 2 and 8).
 */
export function useStartApplication(): { start: () => void; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = () => {
    if (busy) return;
    setBusy(true);
    void isSignedIn().then(async (signedIn) => {
      setBusy(false);
      if (signedIn) {
        await navigate('/auth-redirect');
        return;
      }
      await navigate('/register');
      toast.info(shellTexts.startApplication.signedOutTitle, { description: shellTexts.startApplication.signedOutBody });
    });
  };

  return { start, busy };
}
