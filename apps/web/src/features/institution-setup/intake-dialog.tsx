import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { setupTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { intakeInputSchema, type Intake } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';
import { CheckboxField, InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSaveIntake } from './api/setup-api';

const randsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const centsOf = (rands: string) => (rands.trim() === '' ? null : Math.round(Number(rands.replace(',', '.')) * 100));

/** Adds an intake, or edits `intake`: its year, dates, application fee (rand, empty for none) and whether it is open. */
export function IntakeDialog({ intake, onClose }: { intake: Intake | null; onClose: () => void }) {
  const [values, setValues] = useState({
    name: intake?.name ?? '',
    year: String(intake?.year ?? new Date().getFullYear() + 1),
    opensOn: intake?.opensOn ?? '',
    closesOn: intake?.closesOn ?? '',
    fee: randsOf(intake?.applicationFeeCents ?? null),
    open: intake?.open ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveIntake();
  const set = (field: 'name' | 'year' | 'opensOn' | 'closesOn' | 'fee') => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { fee, year, ...rest } = values;
    const parsed = intakeInputSchema.safeParse({ ...rest, year: Number(year), applicationFeeCents: centsOf(fee) });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: intake?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (failure) =>
          failure instanceof ApiError && Object.keys(failure.fields).length > 0 ? setErrors(failure.fields) : toast.error(failure.message),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass} aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{intake ? t.edit : t.addIntake}</Dialog.Title>
          <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
            <InputField id="intake-name" label={t.intakeName} value={values.name} onChange={set('name')} error={errors.name} />
            <InputField id="intake-year" label={t.year} inputMode="numeric" value={values.year} onChange={set('year')} error={errors.year} />
            <InputField id="intake-opens" label={t.opensOn} type="date" value={values.opensOn} onChange={set('opensOn')} error={errors.opensOn} />
            <InputField id="intake-closes" label={t.closesOn} type="date" value={values.closesOn} onChange={set('closesOn')} error={errors.closesOn} />
            <InputField id="intake-fee" label={t.fee} inputMode="decimal" value={values.fee} onChange={set('fee')} error={errors.applicationFeeCents} />
            <CheckboxField id="intake-open" label={t.open} checked={values.open} onChange={(event) => setValues({ ...values, open: event.target.checked })} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={save.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {t.save}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
