import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { caseloadLearnerTexts as t } from '@kusasa/domain/caseload-page-texts';
import { COUNSELOR_NOTE_MAX } from '@kusasa/domain/rules/counselor-links';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { type CounselorNote, newNoteSchema } from '@kusasa/domain/schemas/counselors/common';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { postNote } from './api/caseload';

type Visibility = CounselorNote['visibility'];

/** The counselor's notes on a learner (private or shared with the learner), and the form for a new one. */
export function LearnerNotes({
  learnerId,
  notes,
  onAdded,
  onRevoked,
}: {
  learnerId: string;
  notes: readonly CounselorNote[];
  onAdded: (note: CounselorNote) => void;
  onRevoked: () => void;
}) {
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('learner');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({ mutationFn: (note: { body: string; visibility: Visibility }) => postNote(learnerId, note) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newNoteSchema.safeParse({ body, visibility });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: ({ note }) => {
        setBody('');
        setVisibility('learner');
        onAdded(note);
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status === 403) onRevoked();
        else setError(cause instanceof ApiError ? (cause.fields.body ?? cause.message) : cause.message);
      },
    });
  };

  return (
    <Card className="min-w-0 p-5 sm:p-6 lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t.notes}</h2>
      {notes.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t.noNotes}</p>
      ) : (
        <ol className="mt-3 grid gap-3" aria-label={t.notes}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <Badge tone={note.visibility === 'private' ? 'neutral' : 'brand'}>{note.visibility === 'private' ? t.private : t.toLearner}</Badge>
              <p className="mt-2 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{note.body}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {[note.counselorName, formatLongDate(note.createdAt)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="mt-6 grid gap-4" aria-labelledby="note-form-title">
        <h3 id="note-form-title" className="font-semibold text-slate-900 dark:text-white">
          {t.noteForm}
        </h3>
        <TextareaField
          id="note-body"
          label={t.noteBody}
          value={body}
          maxLength={COUNSELOR_NOTE_MAX}
          rows={4}
          onChange={(event) => setBody(event.target.value)}
          error={error}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-slate-900 dark:text-slate-100">{t.visibility}</legend>
          {(
            [
              ['learner', t.visibilityLearner],
              ['private', t.visibilityPrivate],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-3 text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="note-visibility"
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
                className="size-5 accent-emerald-700 dark:accent-emerald-400"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {add.isSuccess && <Alert tone="success">{t.noteSaved}</Alert>}
        <div>
          <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            {t.addNote}
          </Button>
        </div>
      </form>
    </Card>
  );
}
