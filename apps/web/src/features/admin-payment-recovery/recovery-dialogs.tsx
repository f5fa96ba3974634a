import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { adminRecoveryTexts as texts } from '@kusasa/domain/pricing-texts';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments';
import { Button } from '../../components/ui/button';
import { InputField, Label } from '../../components/ui/field';
import { dialogContentClass } from '../subscription/confirm-cancel-dialog';
import { useLinkPayment, useResolvePayment } from './api/hooks';

const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function Frame({ title, payment, onClose, busy, children }: { title: string; payment: AdminRecoveryPayment | null; onClose: () => void; busy: boolean; children: ReactNode }) {
  return (
    <Dialog.Root open={payment !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 font-mono text-sm break-all text-slate-700 dark:text-slate-300">{payment?.merchantReference}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Actions({ busy, submit }: { busy: boolean; submit: string }) {
  return (
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
  );
}

/** 'Link Payment to User': a user id (or tracking id or email) is required; notes are optional. */
export function LinkPaymentDialog({ payment, onClose }: { payment: AdminRecoveryPayment | null; onClose: () => void }) {
  const link = useLinkPayment();
  const [userId, setUserId] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const close = () => {
    setUserId('');
    setNotes('');
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment) return;
    if (!userId.trim()) {
      setError(texts.userIdRequired);
      document.getElementById('link-user-id')?.focus();
      return;
    }
    setError(undefined);
    link.mutate({ paymentId: payment.id, userId: userId.trim(), notes: notes.trim() }, { onSuccess: close });
  };
  return (
    <Frame title={texts.linkTitle} payment={payment} onClose={close} busy={link.isPending}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <InputField id="link-user-id" label={texts.userId} hint="The user's id, tracking ID or email" value={userId} error={error} onChange={(event) => setUserId(event.target.value)} autoComplete="off" />
        <div>
          <Label htmlFor="link-notes">{texts.notes} (optional)</Label>
          <textarea id="link-notes" className={textareaClass} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={2000} />
        </div>
        <Actions busy={link.isPending} submit={texts.link} />
      </form>
    </Frame>
  );
}

/** 'Resolve Payment': marks it handled, with the admin's notes; the payment's status stays as it is. */
export function ResolvePaymentDialog({ payment, onClose }: { payment: AdminRecoveryPayment | null; onClose: () => void }) {
  const resolve = useResolvePayment();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const close = () => {
    setNotes('');
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment) return;
    if (!notes.trim()) {
      setError(texts.resolutionNotesRequired);
      document.getElementById('resolve-notes')?.focus();
      return;
    }
    setError(undefined);
    resolve.mutate({ paymentId: payment.id, notes: notes.trim() }, { onSuccess: close });
  };
  return (
    <Frame title={texts.resolveTitle} payment={payment} onClose={close} busy={resolve.isPending}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <div>
          <Label htmlFor="resolve-notes">{texts.resolutionNotes}</Label>
          <textarea
            id="resolve-notes"
            className={textareaClass}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={2000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'resolve-notes-error' : undefined}
          />
          {error && (
            <p id="resolve-notes-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <Actions busy={resolve.isPending} submit={texts.resolve} />
      </form>
    </Frame>
  );
}
