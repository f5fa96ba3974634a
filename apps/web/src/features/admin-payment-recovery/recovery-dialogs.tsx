import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { adminRecoveryTexts as texts } from '@kusasa/domain/pricing-texts';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { Button } from '../../components/ui/button';
import { FieldError, fieldErrorId, InputField, Label } from '../../components/ui/field';
import { dialogContentClass } from '../../components/ui/dialog';
import { useLinkPayment, useResolvePayment } from './api/hooks';

const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

interface FormDialogProps {
  title: string;
  payment: AdminRecoveryPayment | null;
  onClose: () => void;
  busy: boolean;
  submit: string;
  onSubmit: (payment: AdminRecoveryPayment) => void;
  children: ReactNode;
}

/** The dialog both actions share: the payment's reference, the form's fields, Cancel and the submit button. */
function FormDialog({ title, payment, onClose, busy, submit, onSubmit, children }: FormDialogProps) {
  const submitForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment) onSubmit(payment);
  };
  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 font-mono text-sm break-all text-slate-700 dark:text-slate-300">{payment?.merchantReference}</Dialog.Description>
          <form noValidate onSubmit={submitForm} className="mt-4 flex flex-col gap-4">
            {children}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A required field's error: `filled` shows `message` and focuses the field when the value is blank. */
function useRequired(fieldId: string, message: string) {
  const [error, setError] = useState<string | undefined>(undefined);
  const filled = (value: string) => {
    if (value.trim()) {
      setError(undefined);
      return true;
    }
    setError(message);
    document.getElementById(fieldId)?.focus();
    return false;
  };
  return { error, filled, clear: () => setError(undefined) };
}

function NotesField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        className={textareaClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
      <FieldError id={fieldErrorId(id)}>{error}</FieldError>
    </div>
  );
}

/** 'Link Payment to User': a user id (or tracking id or email) is required; notes are optional. */
export function LinkPaymentDialog({ payment, onClose }: { payment: AdminRecoveryPayment | null; onClose: () => void }) {
  const link = useLinkPayment();
  const [userId, setUserId] = useState('');
  const [notes, setNotes] = useState('');
  const required = useRequired('link-user-id', texts.userIdRequired);
  const close = () => {
    setUserId('');
    setNotes('');
    required.clear();
    onClose();
  };
  const submit = (chosen: AdminRecoveryPayment) => {
    if (required.filled(userId)) link.mutate({ paymentId: chosen.id, userId: userId.trim(), notes: notes.trim() }, { onSuccess: close });
  };
  return (
    <FormDialog title={texts.linkTitle} payment={payment} onClose={close} busy={link.isPending} submit={texts.link} onSubmit={submit}>
      <InputField
        id="link-user-id"
        label={texts.userId}
        hint="The user's id, tracking ID or email"
        value={userId}
        error={required.error}
        onChange={(event) => setUserId(event.target.value)}
        autoComplete="off"
      />
      <NotesField id="link-notes" label={`${texts.notes} (optional)`} value={notes} onChange={setNotes} />
    </FormDialog>
  );
}

/** 'Resolve Payment': marks it handled, with the admin's notes; the payment's status stays as it is. */
export function ResolvePaymentDialog({ payment, onClose }: { payment: AdminRecoveryPayment | null; onClose: () => void }) {
  const resolve = useResolvePayment();
  const [notes, setNotes] = useState('');
  const required = useRequired('resolve-notes', texts.resolutionNotesRequired);
  const close = () => {
    setNotes('');
    required.clear();
    onClose();
  };
  const submit = (chosen: AdminRecoveryPayment) => {
    if (required.filled(notes)) resolve.mutate({ paymentId: chosen.id, notes: notes.trim() }, { onSuccess: close });
  };
  return (
    <FormDialog title={texts.resolveTitle} payment={payment} onClose={close} busy={resolve.isPending} submit={texts.resolve} onSubmit={submit}>
      <NotesField id="resolve-notes" label={texts.resolutionNotes} value={notes} error={required.error} onChange={setNotes} />
    </FormDialog>
  );
}
