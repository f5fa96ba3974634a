import { type FormEvent, useState } from 'react';
import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_NOTE_TYPES, type PartnerNoteType } from '@kusasa/domain/rules/partners';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FieldError, fieldErrorId, Label, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAddNote, usePartnerNotes } from './api/partners';
import { Empty, Loading } from './crm-layout';
import { when } from './format';
import { RetryAlert } from '../../components/ui/load-failed';

/** Notes, newest first, each with its type, who wrote it and when; a form to add one. */
export function NotesTab({ partnerId }: { partnerId: string }) {
  const query = usePartnerNotes(partnerId);
  const add = useAddNote(partnerId);
  const [note, setNote] = useState('');
  const [noteType, setNoteType] = useState<PartnerNoteType>('general');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t.noteRequired);
      document.getElementById('note-text')?.focus();
      return;
    }
    setError(undefined);
    add.mutate(
      { note, noteType },
      {
        onSuccess: () => {
          toast.success(t.noteAdded);
          setNote('');
        },
        onError: (failure) => toast.error(failure instanceof ApiError ? failure.message : 'Could not add the note'),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div>
          <Label htmlFor="note-text">Note</Label>
          <textarea
            id="note-text"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId('note-text') : undefined}
            className="block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          <FieldError id={fieldErrorId('note-text')}>{error}</FieldError>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="note-type"
            label="Type"
            placeholder="Select a type"
            className="w-full sm:w-56"
            value={noteType}
            onChange={(event) => setNoteType((event.target.value || 'general') as PartnerNoteType)}
            options={PARTNER_NOTE_TYPES.map((value) => ({ value, label: labels.noteTypes[value] }))}
          />
          <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            Add note
          </Button>
        </div>
      </form>

      {!query.data && !query.isError ? (
        <Loading label="Loading notes..." />
      ) : !query.data ? (
        <RetryAlert message="Failed to load notes" retry={t.retry} query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{t.noNotes}</Empty>
      ) : (
        <ul aria-label="Notes" className="grid grid-cols-1 gap-3">
          {query.data.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <Badge tone="neutral">{labels.noteTypes[item.noteType]}</Badge>
                <span>{item.createdBy.name ?? 'Kusasa'}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-slate-950 dark:text-white">{item.note}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
