import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationErrorTexts as e, applicationFieldTexts as f, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { MAX_DOCUMENT_BYTES } from '@kusasa/domain/schemas/documents';
import { MAINTENANCE_ERROR_CODE } from '@kusasa/domain/schemas/maintenance-status';
import { applicationFormSchema, type Application } from '@kusasa/domain/schemas/applications';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsFrom, splitFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { refreshAfterApplicationChange } from './api/refresh';
import { saveDraft } from './api/save-draft';
import { submitApplication } from './api/submit-application';
import { uploadApplicationDocument } from './api/upload-application-document';
import { enqueue, type DraftStorage, type LocalDraft } from './draft-store';

export type FormPhase = 'idle' | 'saving-draft' | 'submitting';
const FORM_FIELDS = new Set(['fullName', 'idNumber', 'grade12Results', 'institutionId', 'programId', 'personalStatement']);

interface Options {
  storage: DraftStorage;
  draft: LocalDraft;
  applicant: { fullName: string; idNumber: string };
  online: boolean;
  /** A request failed for want of a connection: show the offline banner. */
  onNetworkDown: () => void;
  onQueued: () => void;
  onSubmitted: () => void;
}

/** Save Draft and Submit Application: online they go to the server, offline they wait in the queue. */
export function useApplicationActions({ storage, draft, applicant, online, onNetworkDown, onQueued, onSubmitted }: Options) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<FormPhase>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [file, setFileState] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  function setFile(next: File | null) {
    setFileError(null);
    if (next && !(next.type === 'application/pdf' || next.name.toLowerCase().endsWith('.pdf'))) return setFileError(f.documentPdfOnly);
    if (next && next.size > MAX_DOCUMENT_BYTES) return setFileError(f.documentTooLarge);
    setFileState(next);
  }

  /** Uploads the chosen PDF to a saved application; a failure keeps the application and says so. */
  async function uploadFor(application: Application) {
    if (!file) return;
    try {
      await uploadApplicationDocument(application.id, file);
      setFileState(null);
      toast.success(t.documentUploaded);
    } catch (error) {
      setFileError(error instanceof ApiError && error.code !== 'NETWORK' ? `${e.uploadFailed} ${error.message}` : e.uploadFailed);
    }
  }

  function queue(kind: 'draft' | 'submit') {
    enqueue(storage, { kind, clientId: draft.clientId, values: draft.values, queuedAt: new Date().toISOString() });
    onQueued();
    toast.info(kind === 'submit' ? t.queuedSubmit : t.queuedDraft);
  }

  function fail(error: unknown, kind: 'draft' | 'submit') {
    const fallback = kind === 'submit' ? e.submitFailed : e.saveDraftFailed;
    if (!(error instanceof ApiError)) return setFormError(fallback);
    if (error.code === 'NETWORK') {
      onNetworkDown();
      return queue(kind);
    }
    if (error.status === 401) return setFormError(e.authRequired);
    // The site is locked for maintenance (decision 0170): the seed's failure and the lock's reason.
    // What was typed stays on this device and the saved draft on the server; Save again after.
    if (error.code === MAINTENANCE_ERROR_CODE) return setFormError(`${fallback} ${error.message}`);
    if (error.code === 'PLAN_LIMIT' || error.code === 'CONFLICT') {
      void refreshAfterApplicationChange(client);
      return setFormError(error.message);
    }
    if (error.code === 'VALIDATION') {
      const { shown, other } = splitFieldErrors(error.fields, FORM_FIELDS);
      setErrors(shown);
      return setFormError(other[0] ?? (Object.keys(shown).length ? null : fallback));
    }
    setFormError(fallback);
  }

  function begin(next: FormPhase) {
    setPhase(next);
    setErrors({});
    setFormError(null);
    setAttempt((count) => count + 1);
  }

  async function onSaveDraft() {
    begin('saving-draft');
    try {
      if (!online) return queue('draft');
      const application = await saveDraft(draft.clientId, draft.values);
      toast.success(t.draftSaved, { description: t.draftSavedDescription });
      await uploadFor(application);
      await refreshAfterApplicationChange(client);
    } catch (error) {
      fail(error, 'draft');
    } finally {
      setPhase('idle');
    }
  }

  async function onSubmit() {
    begin('submitting');
    try {
      const parsed = applicationFormSchema.safeParse({
        clientId: draft.clientId,
        ...applicant,
        ...draft.values,
        personalStatement: draft.values.personalStatement || undefined,
      });
      if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
      if (!online) return queue('submit');
      const application = await submitApplication(draft.clientId, draft.values, applicant);
      toast.success(t.submitted, { description: t.submittedDescription });
      await uploadFor(application);
      setFileState(null); // the PDF belonged to that application, not to the next one
      onSubmitted();
      await refreshAfterApplicationChange(client);
    } catch (error) {
      fail(error, 'submit');
    } finally {
      setPhase('idle');
    }
  }

  return { phase, errors, formError, attempt, file, fileError, setFile, uploadFor, onSaveDraft, onSubmit };
}
