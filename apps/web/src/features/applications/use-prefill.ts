import { useEffect, useState } from 'react';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { usePrefillQuery } from './api/get-prefill';
import type { DraftValues } from './draft-store';

/**
 * Form auto-fill (Essential and above): an empty Grade 12 results field of the form in hand is
 * filled in once from the profile, and the learner is told to check it; on Starter the field says
 * which plan would do it. A field the learner has typed in is never touched.
 */
export function usePrefill(clientId: string, values: DraftValues, change: (field: keyof DraftValues, value: string) => void): string | null {
  const prefill = usePrefillQuery();
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const text = prefill.data?.grade12Results ?? null;
  useEffect(() => {
    if (!text || values.grade12Results !== '' || filledFor === clientId) return;
    change('grade12Results', text);
    setFilledFor(clientId);
  }, [text, values.grade12Results, filledFor, clientId, change]);
  if (prefill.data && !prefill.data.available) return t.prefillOffer;
  return filledFor === clientId ? t.prefilled : null;
}
