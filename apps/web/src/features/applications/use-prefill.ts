import { useEffect, useRef } from 'react';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { usePrefillQuery } from './api/plan-features';
import type { DraftValues } from './draft-store';

/**
 * Form auto-fill (Essential and above): an empty Grade 12 results field of the form in hand is
 * filled in once from the profile, and the learner is told to check it; on Starter the field says
 * which plan would do it. A field the learner has typed in is never touched.
 */
export function usePrefill(clientId: string, values: DraftValues, change: (field: keyof DraftValues, value: string) => void): string | null {
  const prefill = usePrefillQuery();
  const filledFor = useRef<string | null>(null);
  const text = prefill.data?.grade12Results ?? null;
  useEffect(() => {
    if (!text || values.grade12Results !== '' || filledFor.current === clientId) return;
    filledFor.current = clientId;
    change('grade12Results', text);
  }, [text, values.grade12Results, clientId, change]);
  if (prefill.data && !prefill.data.available) return t.prefillOffer;
  // Said while the field still holds what was filled in; once the learner edits it, it is theirs.
  return text !== null && values.grade12Results === text ? t.prefilled : null;
}
