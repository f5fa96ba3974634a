import { useId, useState } from 'react';
import { documentTexts } from '@kusasa/domain/document-texts';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { ACCEPTED_DOCUMENT_EXTENSIONS } from '@kusasa/domain/schemas/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError, InputField, fieldErrorId } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useMyDocuments, useUploadFundingDocument } from '../api/my-documents';
import { fileProblem } from '../file-problem';
import { CheckboxGroup } from '../questionnaire/choice-group';

const texts = fundingTexts.appeal;

/** The appeal's supporting documents: any of the learner's own, or one uploaded here (ticked at once). */
export function AppealDocuments({
  id,
  selected,
  onChange,
  error,
}: {
  id: string;
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const uploadId = useId();
  const documents = useMyDocuments();
  const upload = useUploadFundingDocument();
  const [problem, setProblem] = useState<string | null>(null);

  const send = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const local = fileProblem(file);
    if (local) return setProblem(local);
    upload.mutate(file, {
      onSuccess: (document) => onChange([...selected, document.id]),
      onError: (failure) => setProblem(failure instanceof ApiError && failure.status < 500 ? failure.message : fundingTexts.saveFailed),
    });
  };

  if (documents.isPending) return <Spinner label={texts.documentsLoading} />;
  if (documents.isError)
    return (
      <Alert tone="error">
        <p>{texts.documentsLoadFailed}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void documents.refetch()}>
          {fundingTexts.tryAgain}
        </Button>
      </Alert>
    );

  const options = documents.data.documents.map((d) => ({
    value: d.id,
    label: `${d.originalName ?? documentTexts.labels[d.documentType]} (${documentTexts.labels[d.documentType]})`,
  }));
  return (
    <div className="grid gap-3">
      {options.length > 0 ? (
        <CheckboxGroup id={id} legend={texts.documents} hint={texts.documentsHint} options={options} values={selected} onChange={onChange} error={error} />
      ) : (
        <div
          id={id}
          tabIndex={-1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          className="focus:outline-none"
        >
          <p className="font-medium text-slate-900 dark:text-slate-100">{texts.documents}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{texts.noDocuments}</p>
          <FieldError id={fieldErrorId(id)}>{error}</FieldError>
        </div>
      )}
      <InputField
        id={uploadId}
        label={texts.uploadLabel}
        type="file"
        accept={ACCEPTED_DOCUMENT_EXTENSIONS}
        disabled={upload.isPending}
        onChange={(event) => send(event.target.files?.[0])}
        error={problem ?? undefined}
      />
      {upload.isPending && <Spinner label={texts.uploading} />}
    </div>
  );
}
