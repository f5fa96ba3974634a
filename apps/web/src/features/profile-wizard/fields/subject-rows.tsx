import { Plus, Trash2 } from 'lucide-react';
import { educationTexts as texts } from '@kusasa/domain/profile-texts';
import { MAX_SUBJECTS_PER_GRADE, MIN_SUBJECTS_PER_GRADE, OTHER_SUBJECT, WIZARD_SUBJECTS } from '@kusasa/domain/schemas/profile';
import { Button } from '../../../components/ui/button';
import { FieldError, InputField, SelectField, fieldErrorId } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import { type GradeKey, type SubjectRow, blankRow } from '../wizard-values';

const SUBJECT_OPTIONS = [...WIZARD_SUBJECTS, OTHER_SUBJECT].map((name) => ({ value: name, label: name }));

interface SubjectRowsProps {
  idPrefix: string;
  gradeKey: GradeKey;
  legend: string;
  rows: SubjectRow[];
  errors: FieldErrors;
  onChange: (rows: SubjectRow[]) => void;
}

/** One grade's subjects and marks: rows beyond the sixth can be removed; 'Other' asks for the name. */
export function SubjectRows({ idPrefix, gradeKey, legend, rows, errors, onChange }: SubjectRowsProps) {
  const listErrorId = fieldErrorId(`${idPrefix}-${gradeKey}`);
  const listError = errors[gradeKey];
  // The list's own error (too few subjects) points at the first empty row, which takes focus.
  const firstEmpty = listError ? rows.findIndex((row) => !row.other && row.subject === '') : -1;
  const update = (index: number, change: Partial<SubjectRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? listErrorId : undefined}>
      <legend className="mb-1 text-lg font-semibold text-slate-950 dark:text-white">{legend}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.rowsHint}</p>
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const id = `${idPrefix}-${gradeKey}-${index}`;
          const subjectError = errors[`${gradeKey}.${index}.subject`];
          const listInvalid = index === firstEmpty ? { 'aria-invalid': true as const, 'aria-describedby': listErrorId } : {};
          return (
            <li
              key={row.id}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start dark:border-slate-800"
            >
              <div className="grid gap-3">
                <SelectField
                  id={`${id}-subject`}
                  label={texts.subjectLabel(index + 1)}
                  placeholder={texts.selectSubject}
                  options={SUBJECT_OPTIONS}
                  value={row.other ? OTHER_SUBJECT : row.subject}
                  onChange={(event) =>
                    update(index, event.target.value === OTHER_SUBJECT ? { other: true, subject: '' } : { other: false, subject: event.target.value })
                  }
                  error={row.other ? undefined : subjectError}
                  {...listInvalid}
                />
                {row.other && (
                  <InputField
                    id={`${id}-other`}
                    label={texts.otherSubjectLabel(index + 1)}
                    maxLength={100}
                    value={row.subject}
                    onChange={(event) => update(index, { subject: event.target.value })}
                    error={subjectError}
                  />
                )}
              </div>
              <InputField
                id={`${id}-mark`}
                label={texts.markLabel(index + 1)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={row.mark}
                onChange={(event) => update(index, { mark: event.target.value })}
                error={errors[`${gradeKey}.${index}.mark`]}
              />
              {index >= MIN_SUBJECTS_PER_GRADE ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="sm:mt-8"
                  aria-label={texts.removeSubject(index + 1)}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : (
                <span aria-hidden="true" className="hidden size-11 sm:block" />
              )}
            </li>
          );
        })}
      </ol>
      <FieldError id={listErrorId}>{listError}</FieldError>
      {rows.length < MAX_SUBJECTS_PER_GRADE && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...rows, blankRow()])}>
          <Plus aria-hidden="true" />
          {texts.addSubject}
        </Button>
      )}
    </fieldset>
  );
}
