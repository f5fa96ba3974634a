import type { RefObject } from 'react';
import { Link } from 'react-router';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { PERSONAL_STATEMENT_MAX_LENGTH, type ApplicationLimit } from '@kusasa/domain/schemas/applications';
import { ACCEPTED_DOCUMENT_MIME_TYPES } from '@kusasa/domain/schemas/documents';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { DraftValues } from '../draft-store';
import type { FormPhase } from '../use-application-actions';
import { ProgrammeFields } from './programme-fields';
import { TextAreaField } from './text-area-field';
import { UpgradeCard } from './upgrade-card';

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  clientId: string;
  values: DraftValues;
  applicant: { fullName: string; idNumber: string };
  errors: FieldErrors;
  formError: string | null;
  fileError: string | null;
  phase: FormPhase;
  /** Set when the plan's cap is reached: the upgrade card replaces Submit. */
  capReached: ApplicationLimit | null;
  /** Said under the Grade 12 results: filled in from the profile, or which plan would fill it in. */
  grade12Note?: string | null;
  onChange: (field: keyof DraftValues, value: string) => void;
  onFile: (file: File | null) => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** The /apply form (seed 001 section 2): read-only name and ID, results, university, program, statement, PDF. */
export function ApplicationForm({
  formRef,
  clientId,
  values,
  applicant,
  errors,
  formError,
  fileError,
  phase,
  capReached,
  grade12Note,
  onChange,
  onFile,
  onSaveDraft,
  onSubmit,
}: Props) {
  const busy = phase !== 'idle';
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!capReached) onSubmit();
      }}
      className="grid gap-5"
    >
      {formError && (
        <Alert tone="error" focusable>
          {formError}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="application-full-name" label={t.fullName} value={applicant.fullName} readOnly hint={t.readOnlyHint} error={errors.fullName} />
        <InputField id="application-id-number" label={t.idNumber} value={applicant.idNumber} readOnly hint={t.readOnlyHint} error={errors.idNumber} />
      </div>
      <TextAreaField
        id="application-grade12"
        label={t.grade12Results}
        hint={grade12Note ? `${t.grade12ResultsHint} ${grade12Note}` : t.grade12ResultsHint}
        value={values.grade12Results}
        error={errors.grade12Results}
        onChange={(event) => onChange('grade12Results', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ProgrammeFields
          institutionId={values.institutionId}
          programId={values.programId}
          errors={errors}
          disabled={busy}
          onChange={(field, value) => onChange(field, value)}
        />
      </div>
      <TextAreaField
        id="application-statement"
        label={t.personalStatement}
        hint={t.personalStatementHint}
        value={values.personalStatement}
        error={errors.personalStatement}
        maxLength={PERSONAL_STATEMENT_MAX_LENGTH}
        onChange={(event) => onChange('personalStatement', event.target.value)}
      />
      <InputField
        // A new key per application empties the file input after a submission.
        key={clientId}
        id="application-document"
        label={t.document}
        hint={t.documentHint}
        type="file"
        accept={`${ACCEPTED_DOCUMENT_MIME_TYPES[0]},.pdf`}
        error={fileError ?? undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {capReached && <UpgradeCard limit={capReached} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/auth-redirect" className={buttonVariants({ variant: 'ghost' })}>
          {t.cancel}
        </Link>
        <Button variant="outline" onClick={onSaveDraft} disabled={busy}>
          {phase === 'saving-draft' ? t.savingDraft : t.saveDraft}
        </Button>
        {!capReached && (
          <Button type="submit" disabled={busy}>
            {phase === 'submitting' ? t.submitting : t.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
