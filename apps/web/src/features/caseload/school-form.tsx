import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import type { CounselorProfile } from '@kusasa/domain/schemas/counselors/caseload';
import { counselorSchoolSchema } from '@kusasa/domain/schemas/counselors/common';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { counselorKeys, putSchool } from './api/caseload';

const t = caseloadTexts.school;

/** The counselor's school (EMIS number and name), part of their profile: PUT /api/counselor/school. */
export function SchoolForm({ profile }: { profile: CounselorProfile }) {
  const titleId = useId();
  const client = useQueryClient();
  const [values, setValues] = useState({ emisNumber: profile.school?.emisNumber ?? '', schoolName: profile.school?.schoolName ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const save = useMutation({
    mutationFn: putSchool,
    onSuccess: (next) => client.setQueryData(counselorKeys.me(), next),
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      setAttempt((count) => count + 1);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = counselorSchoolSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return setAttempt((count) => count + 1);
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Card className="p-5 sm:p-6">
      <form ref={form} onSubmit={submit} noValidate aria-labelledby={titleId} className="grid gap-4">
        <h2 id={titleId} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
        {profile.school && <p className="font-medium text-slate-900 dark:text-slate-100">{t.current(profile.school.schoolName, profile.school.emisNumber)}</p>}
        <InputField
          id="school-emis"
          label={t.emis}
          hint={t.emisHint}
          inputMode="numeric"
          maxLength={12}
          value={values.emisNumber}
          onChange={(event) => setValues({ ...values, emisNumber: event.target.value })}
          error={errors.emisNumber}
        />
        <InputField
          id="school-name"
          label={t.name}
          maxLength={200}
          value={values.schoolName}
          onChange={(event) => setValues({ ...values, schoolName: event.target.value })}
          error={errors.schoolName}
        />
        {save.isSuccess && <Alert tone="success">{t.saved}</Alert>}
        {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
          <Alert tone="error" focusable>
            {save.error.message}
          </Alert>
        )}
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
