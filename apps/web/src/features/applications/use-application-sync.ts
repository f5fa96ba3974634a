import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applicationErrorTexts, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { toast } from '../../lib/toast';
import { refreshAfterApplicationChange } from './api/refresh';
import { saveDraft } from './api/save-draft';
import { submitApplication } from './api/submit-application';
import { loadQueue, type DraftStorage } from './draft-store';
import { flushQueue, type SyncOutcome } from './sync';

interface Options {
  storage: DraftStorage;
  applicant: { fullName: string; idNumber: string };
  /** Told of every action the server accepted, e.g. to upload the PDF or start a new form. */
  onSent?: (outcome: Extract<SyncOutcome, { status: 'sent' }>) => void;
}

/**
 * Sends what was queued offline when the browser comes back online ('online' event), when the
 * page opens online with a queue, and on Sync Now. Returns how many actions still wait.
 */
export function useApplicationSync({ storage, applicant, onSent }: Options) {
  const client = useQueryClient();
  const [pending, setPending] = useState(() => loadQueue(storage).length);
  const [syncing, setSyncing] = useState(false);
  const latest = useRef({ applicant, onSent });
  useEffect(() => {
    latest.current = { applicant, onSent };
  });

  const refresh = useCallback(() => setPending(loadQueue(storage).length), [storage]);

  const syncNow = useCallback(
    async (manual = false): Promise<boolean> => {
      if (loadQueue(storage).length === 0) return true;
      setSyncing(true);
      try {
        const outcomes = await flushQueue(storage, {
          draft: (action) => saveDraft(action.clientId, action.values),
          submit: (action) => submitApplication(action.clientId, action.values, latest.current.applicant),
        });
        for (const outcome of outcomes) {
          if (outcome.status === 'sent') {
            toast.success(outcome.action.kind === 'submit' ? t.syncedSubmit : t.syncedDraft);
            latest.current.onSent?.(outcome);
          } else if (outcome.status === 'refused') {
            const title = outcome.action.kind === 'submit' ? applicationErrorTexts.submitFailed : applicationErrorTexts.saveDraftFailed;
            toast.error(title, { description: outcome.error.message });
          }
        }
        const kept = outcomes.some((outcome) => outcome.status === 'kept');
        if (kept && manual) toast.error(t.syncFailed);
        if (outcomes.some((outcome) => outcome.status !== 'kept')) await refreshAfterApplicationChange(client);
        return !kept;
      } finally {
        setSyncing(false);
        refresh();
      }
    },
    [client, refresh, storage],
  );

  useEffect(() => {
    const onOnline = () => void syncNow();
    window.addEventListener('online', onOnline);
    // Opened online with something queued (the tab was closed while offline): send it now.
    const opening = navigator.onLine ? window.setTimeout(onOnline, 0) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(opening);
    };
  }, [syncNow]);

  return { pending, syncing, syncNow, refresh };
}
