import { useCallback, useState } from 'react';
import type { Application } from '@kusasa/domain/schemas/applications';
import { clearDraft, loadDraft, newDraft, storeDraft, type DraftStorage, type DraftValues, type LocalDraft } from './draft-store';

/** The /apply form's values, kept on the device as the learner types. */
export function useApplicationForm(storage: DraftStorage) {
  const [draft, setDraft] = useState<LocalDraft>(() => {
    const stored = loadDraft(storage);
    if (stored) return stored;
    const fresh = newDraft(new Date());
    storeDraft(storage, fresh);
    return fresh;
  });

  const replace = useCallback(
    (next: LocalDraft) => {
      storeDraft(storage, next);
      setDraft(next);
    },
    [storage],
  );

  const change = useCallback(
    (field: keyof DraftValues, value: string) => {
      setDraft((current) => {
        const values = { ...current.values, [field]: value };
        // Programs belong to a university: choosing another one clears the program.
        if (field === 'institutionId' && value !== current.values.institutionId) values.programId = '';
        const next = { ...current, values, savedAt: new Date().toISOString() };
        storeDraft(storage, next);
        return next;
      });
    },
    [storage],
  );

  /** Loads a saved server draft into the form (its clientId too, so saving updates that row). */
  const resume = useCallback(
    (application: Application) => {
      if (!application.clientId) return;
      replace({
        clientId: application.clientId,
        savedAt: new Date().toISOString(),
        values: {
          grade12Results: application.grade12Results ?? '',
          institutionId: application.institutionId ?? '',
          programId: application.programId ?? '',
          personalStatement: application.personalStatement ?? '',
        },
      });
    },
    [replace],
  );

  const startNew = useCallback(() => {
    clearDraft(storage);
    replace(newDraft(new Date()));
  }, [replace, storage]);

  return { draft, change, resume, startNew };
}
