import { type FormEvent, useId, useRef, useState } from 'react';
import type { FundingDocumentItem } from '@kusasa/domain/rules/funding-checklist';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { ACCEPTED_DOCUMENT_EXTENSIONS } from '@kusasa/domain/schemas/documents';
import { calendarDate } from '@kusasa/domain/schemas/funding/common';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, InputField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { linkChecklistDocument } from '../api/link-checklist-document';
import { useMyDocuments, useUploadFundingDocument } from '../api/my-documents';
import { useFundingChange } from '../api/use-funding-change';
import { todaySa } from '../dates';
import { fileProblem } from '../file-problem';

const texts = fundingTexts.checklist;

/** Upload (or replace) a line's certified copy: a file and the date on its stamp, then linked to the line. */
export function UploadForm({ item, label, onDone, onCancel }: { item: FundingDocumentItem; label: string; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [certifiedOn, setCertifiedOn] = useState('');
  const [useExisting, setUseExisting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const documents = useMyDocuments(item === 'applicant-id');
  const existingId = item === 'applicant-id' ? documents.data?.documents.find((d) => d.documentType === 'idDocument') : undefined;
  const upload = useUploadFundingDocument();
  const link = useFundingChange(linkChecklistDocument);
  const busy = upload.isPending || link.isPending;
  const today = todaySa();
  useFocusFirstInvalid(formRef, attempt);

  const fail = (fields: FieldErrors, message: string | null = null) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    const fromExisting = useExisting && existingId;
    if (!fromExisting) {
      const problem = file ? fileProblem(file) : texts.fileMissing;
      if (problem) found.file = problem;
    }
    if (!calendarDate.safeParse(certifiedOn).success) found.certifiedOn = texts.dateMissing;
    else if (certifiedOn > today) found.certifiedOn = texts.dateInFuture;
    if (Object.keys(found).length > 0) return fail(found);
    try {
      const documentId = fromExisting ? existingId.id : (await upload.mutateAsync(file as File)).id;
      await link.mutateAsync({ item, body: { documentId, certifiedOn } });
      toast.success(texts.saved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields.certifiedOn) return fail({ certifiedOn: error.fields.certifiedOn });
      fail({}, error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fundingTexts.saveFailed);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`${texts.upload}: ${label}`} className="grid gap-4">
      {existingId && (
        <CheckboxField
          id={`${id}-existing`}
          label={texts.useExistingId(existingId.originalName ?? label)}
          checked={useExisting}
          onChange={(event) => setUseExisting(event.target.checked)}
        />
      )}
      {!(useExisting && existingId) && (
        <InputField
          id={`${id}-file`}
          label={texts.fileLabel}
          type="file"
          accept={ACCEPTED_DOCUMENT_EXTENSIONS}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          error={errors.file}
        />
      )}
      <InputField
        id={`${id}-certifiedOn`}
        label={texts.dateLabel}
        type="date"
        required
        max={today}
        className="max-w-xs"
        value={certifiedOn}
        onChange={(event) => setCertifiedOn(event.target.value)}
        error={errors.certifiedOn}
      />
      {formError && (
        <Alert tone="error" focusable>
          {formError}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
