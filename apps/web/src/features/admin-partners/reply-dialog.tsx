import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { partnerInquiryTexts as iq } from '@kusasa/domain/partner-texts';
import type { Inquiry } from '@kusasa/domain/schemas/partners/inquiries';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';
import { FieldError, fieldErrorId, InputField, Label } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useReplyToInquiry } from './api/pipeline';

/** Send Email: a reply to the inquiry's contact, mailed by the server and kept with the inquiry. */
export function ReplyDialog({ inquiry, onClose }: { inquiry: Inquiry | null; onClose: () => void }) {
  const reply = useReplyToInquiry();
  const [subject, setSubject] = useState<string>(iq.defaultReplySubject);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inquiry) return;
    if (!message.trim()) {
      setError(iq.replyMessageRequired);
      document.getElementById('reply-message')?.focus();
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: inquiry.id, subject, message },
      {
        onSuccess: () => {
          toast.success(iq.replySent);
          setMessage('');
          onClose();
        },
        onError: (failure) => toast.error(failure instanceof ApiError ? failure.message : 'Could not send the email'),
      },
    );
  };

  return (
    <Dialog.Root open={inquiry !== null} onOpenChange={(open) => !open && !reply.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{iq.sendEmail}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-all text-slate-700 dark:text-slate-300">To {inquiry?.contactEmail}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <InputField id="reply-subject" label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
            <div>
              <Label htmlFor="reply-message">Message</Label>
              <textarea
                id="reply-message"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? fieldErrorId('reply-message') : undefined}
                className="block min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              />
              <FieldError id={fieldErrorId('reply-message')}>{error}</FieldError>
            </div>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={reply.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending}>
                Send
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
