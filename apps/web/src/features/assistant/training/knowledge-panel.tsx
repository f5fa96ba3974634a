import { useState } from 'react';
import { aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import type { KnowledgeEntry } from '@kusasa/domain/schemas/assistant/knowledge';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useKnowledgeEntries, useSetEntryStatus } from '../api/ai-training';
import { type EditorTarget, KnowledgeEditor } from './knowledge-editor';

const originLabels = { file: 'From the repo', stored: 'Added by an admin', edited: 'Repo entry, edited' } as const;

/** The knowledge entries Thandi answers from: search, add, edit, retire and restore. */
export function KnowledgePanel({ editor, setEditor }: { editor: EditorTarget | null; setEditor: (target: EditorTarget | null) => void }) {
  const entries = useKnowledgeEntries();
  const [search, setSearch] = useState('');
  const status = useSetEntryStatus();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (entries.data?.entries ?? []).filter((entry) =>
    words.every((word) => `${entry.id} ${entry.title} ${entry.question} ${entry.category}`.toLowerCase().includes(word)),
  );

  function toggle(entry: KnowledgeEntry) {
    const action = entry.status === 'active' ? 'retire' : 'restore';
    status.mutate(
      { id: entry.id, action, expectedVersion: entry.version },
      {
        onSuccess: () => toast.success(action === 'retire' ? texts.retired : texts.restored),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to change the entry'),
      },
    );
  }

  return (
    <div className="grid gap-4">
      {editor ? (
        <KnowledgeEditor
          key={editor.mode === 'edit' ? `${editor.entry.id}:${editor.entry.version}` : `new:${editor.question}`}
          target={editor}
          onDone={() => setEditor(null)}
        />
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <form role="search" className="w-full max-w-sm" onSubmit={(event) => event.preventDefault()}>
            <InputField
              id="entry-search"
              type="search"
              label="Search entries"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </form>
          <Button onClick={() => setEditor({ mode: 'create', question: '' })}>{texts.addEntry}</Button>
        </div>
      )}
      {!entries.data && !entries.isError ? (
        <Spinner label="Loading entries..." />
      ) : !entries.data ? (
        <Alert tone="error">
          <p>Failed to load the knowledge entries</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          No entries match.
        </p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words text-slate-900 dark:text-white">{entry.title}</h3>
                <div className="flex flex-wrap gap-1">
                  <Badge tone="neutral">{entry.category}</Badge>
                  <Badge tone={entry.status === 'active' ? 'brand' : 'accent'}>{entry.status === 'active' ? 'Active' : 'Retired'}</Badge>
                </div>
              </div>
              <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
                {entry.id} · {originLabels[entry.origin]} · version {entry.version} · {entry.sourceUrl}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-800 dark:text-slate-200">{entry.answer}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditor({ mode: 'edit', entry })} aria-label={`${texts.editEntry} ${entry.title}`}>
                  {texts.editEntry}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => toggle(entry)}
                  disabled={status.isPending}
                  aria-label={`${entry.status === 'active' ? texts.retire : texts.restore} ${entry.title}`}
                >
                  {entry.status === 'active' ? texts.retire : texts.restore}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
