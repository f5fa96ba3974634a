import { useRef, useState, type FormEvent } from 'react';
import { fundingCycleTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import { cycleParamsSchema, nsfasCycleInputSchema } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { Alert } from '../../components/ui/alert';
import { InputField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, splitFieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSaveFundingCycle } from './api/cycles';

type Values = Record<'fundingYear' | 'opensOn' | 'closesOn' | 'appealDays' | 'sourceTitle' | 'sourceUrl' | 'checkedOn', string>;
const fieldNames = new Set<string>(['fundingYear', 'opensOn', 'closesOn', 'appealDays', 'sourceTitle', 'sourceUrl', 'checkedOn']);

const valuesOf = (cycle: NsfasCycle | null): Values => ({
  fundingYear: cycle ? String(cycle.fundingYear) : '',
  opensOn: cycle?.opensOn ?? '',
  closesOn: cycle?.closesOn ?? '',
  appealDays: cycle ? String(cycle.appealDays) : '30',
  sourceTitle: cycle?.sourceTitle ?? '',
  sourceUrl: cycle?.sourceUrl ?? '',
  checkedOn: cycle?.checkedOn ?? '',
});

/** Adds a funding year (`cycle` null) or edits one; the API's field errors show beside their fields. */
export function CycleDialog({ cycle, takenYears, onClose }: { cycle: NsfasCycle | null; takenYears: readonly number[]; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(cycle));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const save = useSaveFundingCycle();
  const fields = useRef<HTMLDivElement>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const focusFirstInvalid = () => setTimeout(() => fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const year = cycleParamsSchema.safeParse({ fundingYear: values.fundingYear.trim() || undefined });
    const body = nsfasCycleInputSchema.safeParse({
      opensOn: values.opensOn || null,
      closesOn: values.closesOn || null,
      appealDays: values.appealDays.trim() === '' ? undefined : Number(values.appealDays),
      sourceTitle: values.sourceTitle,
      sourceUrl: values.sourceUrl.trim(),
      checkedOn: values.checkedOn || undefined,
    });
    const next: FieldErrors = body.success ? {} : fieldErrorsFrom(body.error.issues);
    if (!year.success) next.fundingYear = t.yearInvalid;
    else if (!cycle && takenYears.includes(year.data.fundingYear)) next.fundingYear = t.yearTaken;
    setErrors(next);
    if (!year.success || !body.success || Object.keys(next).length > 0) return focusFirstInvalid();
    save.mutate(
      { fundingYear: year.data.fundingYear, body: body.data },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (error) => {
          const { shown, other } = splitFieldErrors(error instanceof ApiError ? error.fields : {}, fieldNames);
          setErrors(shown);
          setFailure(other[0] ?? (error.message || t.failed));
          focusFirstInvalid();
        },
      },
    );
  };

  const f = t.fields;
  return (
    <FormDialog title={cycle ? t.editTitle(cycle.fundingYear) : t.addTitle} busy={save.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div ref={fields} className="grid gap-4">
        <InputField
          id="cycle-year"
          label={f.fundingYear}
          inputMode="numeric"
          value={values.fundingYear}
          onChange={set('fundingYear')}
          readOnly={cycle !== null}
          error={errors.fundingYear}
        />
        <InputField id="cycle-opens" type="date" label={f.opensOn} hint={f.datesHint} value={values.opensOn} onChange={set('opensOn')} error={errors.opensOn} />
        <InputField id="cycle-closes" type="date" label={f.closesOn} value={values.closesOn} onChange={set('closesOn')} error={errors.closesOn} />
        <InputField
          id="cycle-appeal-days"
          label={f.appealDays}
          inputMode="numeric"
          value={values.appealDays}
          onChange={set('appealDays')}
          error={errors.appealDays}
        />
        <InputField id="cycle-source-title" label={f.sourceTitle} value={values.sourceTitle} onChange={set('sourceTitle')} error={errors.sourceTitle} />
        <InputField id="cycle-source-url" type="url" label={f.sourceUrl} value={values.sourceUrl} onChange={set('sourceUrl')} error={errors.sourceUrl} />
        <InputField id="cycle-checked" type="date" label={f.checkedOn} value={values.checkedOn} onChange={set('checkedOn')} error={errors.checkedOn} />
      </div>
    </FormDialog>
  );
}
