import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef, useState } from 'react';
import { deleteAccountRequestSchema } from '@kusasa/domain/schemas/account-data';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, splitFieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { reloadWithToast } from '../../lib/toast-after-reload';
import { useDeleteAccount } from './api/delete-account';

export const DELETE_LABEL = 'Delete my account';
export const DELETE_FAILED = 'We could not delete your account. Please try again.';
const fieldNames = new Set(['password', 'confirm']);

/**
 * 'Delete my account': asks for the password and for DELETE typed out, then deletes the account
 * and loads the home page afresh, which forgets everything held for the user.
 */
export function DeleteAccountDialog() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  const remove = useDeleteAccount();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setConfirm('');
      setErrors({});
      setFormError(null);
    }
  };

  const fail = (fields: FieldErrors, message: string | null) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending || remove.isSuccess) return;
    const parsed = deleteAccountRequestSchema.safeParse({ password, confirm: confirm.trim() });
    if (!parsed.success) {
      fail(fieldErrorsFrom(parsed.error.issues), null);
      return;
    }
    fail({}, null);
    remove.mutate(parsed.data, {
      onSuccess: (response) => reloadWithToast('/', response.message),
      onError: (error) => {
        if (!(error instanceof ApiError) || error.code.startsWith('HTTP_')) {
          fail({}, DELETE_FAILED);
          return;
        }
        // A wrong password, too many attempts, a lost session: the server's own words.
        const { shown, other } = splitFieldErrors(error.fields, fieldNames);
        fail(shown, Object.keys(shown).length > 0 ? null : (other[0] ?? error.message));
      },
    });
  };

  const busy = remove.isPending || remove.isSuccess;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="danger">{DELETE_LABEL}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-950">
          <Dialog.Title className="text-xl font-semibold text-slate-950 dark:text-white">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            This deletes your account and your personal data for good, and signs you out. Payment records the law requires us to keep stay, without your name.
            Download your data first if you want a copy.
          </Dialog.Description>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
            {formError && (
              <Alert tone="error" focusable>
                {formError}
              </Alert>
            )}
            <InputField
              id={`${id}-password`}
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
            <InputField
              id={`${id}-confirm`}
              label="Confirmation"
              hint="Type DELETE in capital letters."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={errors.confirm}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
                {busy ? 'Deleting...' : DELETE_LABEL}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
