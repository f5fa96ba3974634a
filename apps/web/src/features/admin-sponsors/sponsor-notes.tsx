import { type FormEvent, useState } from 'react';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Button } from '../../components/ui/button';
import { FieldError, fieldErrorId, Label } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useAddSponsorNote } from './api/hooks';
import { Muted } from './profile-section';

const page = sponsorPageTexts.admin;

/** Admins' notes on a sponsor, and a form to add one. */
export function SponsorNotes({ sponsorId, notes }: { sponsorId: string; notes: AdminSponsorProfile['notes'] }) {
  const add = useAddSponsorNote(sponsorId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(texts.noteRequired);
      document.getElementById('sponsor-note')?.focus();
      return;
    }
    setError(undefined);
    add.mutate(note.trim(), {
      onSuccess: () => setNote(''),
      onError: (failure) => setError(failure instanceof ApiError ? failure.fields.note : undefined),
    });
  };
  return (
    <div className="grid gap-4">
      {notes.length === 0 ? (
        <Muted>{texts.noNotes}</Muted>
      ) : (
        <ul className="grid gap-2">
          {notes.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <p className="whitespace-pre-wrap text-slate-900 dark:text-slate-100">{item.note}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {item.createdByName ?? 'Admin'} · <time dateTime={item.createdAt}>{formatListDate(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor="sponsor-note">{page.noteLabel}</Label>
        <textarea
          id="sponsor-note"
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('sponsor-note') : undefined}
          className="block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <FieldError id={fieldErrorId('sponsor-note')}>{error}</FieldError>
        <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending} aria-busy={add.isPending}>
          {texts.addNote}
        </Button>
      </form>
    </div>
  );
}
