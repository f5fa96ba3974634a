import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef, useState } from 'react';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { ALLOCATION_STATUSES, type AllocationStatus } from '@kusasa/domain/rules/sponsors';
import { type Allocation, allocationInputSchema } from '@kusasa/domain/schemas/sponsors/allocations';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';
import { FieldError, fieldErrorId, InputField, Label, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { useCreateAllocation, useUpdateAllocation } from './api/hooks';
import { type Picked, PersonPicker } from './person-picker';

const page = sponsorPageTexts.admin;
const planOptions = [
  { value: 'essential', label: 'Essential' },
  { value: 'pro-ai', label: 'Pro + AI' },
] as const;
type PlanChoice = '' | (typeof planOptions)[number]['value'];
const planChoice = (value: string): PlanChoice => planOptions.find((option) => option.value === value)?.value ?? '';

const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** 'Add Allocation' (allocation null) or 'Edit Allocation': the seed's form, checked by the domain's schema before it is sent. */
export function AllocationDialog({ open, allocation, onClose }: { open: boolean; allocation: Allocation | null; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={`${dialogContentClass} max-w-lg`} aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">
            {allocation ? texts.editAllocation : texts.addAllocation}
          </Dialog.Title>
          {/* Keyed so that each opening starts from the allocation's values (or a fresh form). */}
          {open && <AllocationForm key={allocation?.id ?? 'new'} allocation={allocation} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AllocationForm({ allocation, onDone }: { allocation: Allocation | null; onDone: () => void }) {
  const create = useCreateAllocation();
  const update = useUpdateAllocation();
  const busy = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);

  const [sponsor, setSponsor] = useState<Picked | null>(
    allocation ? { id: allocation.sponsorId, label: allocation.sponsorName ?? allocation.sponsorId } : null,
  );
  const [student, setStudent] = useState<Picked | null>(
    allocation
      ? {
          id: allocation.studentId,
          label: [allocation.studentName, allocation.studentEmail, allocation.studentTrackingId].filter(Boolean).join(' · ') || allocation.studentId,
        }
      : null,
  );
  const [allocatedOn, setAllocatedOn] = useState(allocation?.allocatedOn ?? isoCalendarDateIn(new Date()));
  const [expiresOn, setExpiresOn] = useState(allocation?.expiresOn ?? '');
  const [status, setStatus] = useState<AllocationStatus>(allocation?.status ?? 'active');
  const [plan, setPlan] = useState<PlanChoice>(planChoice(allocation?.plan ?? ''));
  const [notes, setNotes] = useState(allocation?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { sponsorId: sponsor?.id ?? '', studentId: student?.id ?? '', allocatedOn, expiresOn, status, plan, notes };
    const checked = allocationInputSchema.safeParse(values);
    const found = checked.success ? {} : fieldErrorsFrom(checked.error.issues);
    setErrors(found);
    setAttempt((count) => count + 1);
    if (!checked.success) return;
    const showServerFields = (error: Error) => {
      if (error instanceof ApiError) setErrors(error.fields);
    };
    if (allocation) update.mutate({ id: allocation.id, values }, { onSuccess: onDone, onError: showServerFields });
    else create.mutate(values, { onSuccess: onDone, onError: showServerFields });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <PersonPicker kind="sponsor" label={texts.sponsorLabel} value={sponsor} onChange={setSponsor} error={errors.sponsorId} />
      <PersonPicker kind="student" label={texts.studentLabel} value={student} onChange={setStudent} error={errors.studentId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="allocation-allocated-on"
          type="date"
          label={texts.allocatedOnLabel}
          required
          value={allocatedOn}
          error={errors.allocatedOn}
          onChange={(event) => setAllocatedOn(event.target.value)}
        />
        <InputField
          id="allocation-expires-on"
          type="date"
          label={`${texts.expiresOnLabel} (optional)`}
          value={expiresOn}
          error={errors.expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="allocation-status"
          label={texts.statusLabel}
          placeholder={texts.statusLabel}
          value={status}
          error={errors.status}
          options={ALLOCATION_STATUSES.map((value) => ({ value, label: texts.allocationStatuses[value] }))}
          onChange={(event) => setStatus(ALLOCATION_STATUSES.find((value) => value === event.target.value) ?? 'active')}
        />
        <SelectField
          id="allocation-plan"
          label={texts.planLabel}
          placeholder={page.planDefault}
          value={plan}
          error={errors.plan}
          options={planOptions}
          onChange={(event) => setPlan(planChoice(event.target.value))}
        />
      </div>
      <div>
        <Label htmlFor="allocation-notes">{texts.notesLabel}</Label>
        <textarea
          id="allocation-notes"
          className={textareaClass}
          value={notes}
          maxLength={2000}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? fieldErrorId('allocation-notes') : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
        <FieldError id={fieldErrorId('allocation-notes')}>{errors.notes}</FieldError>
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={busy}>
            {page.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {allocation ? page.save : page.create}
        </Button>
      </div>
    </form>
  );
}
