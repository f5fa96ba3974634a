import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { type MarkRow, OTHER_SUBJECT, emptyRow, markError } from './rows';

const MAX_ROWS = 15;

/** One row per subject: a subject picker (or typed name) and a mark from 0 to 100. */
export function MarksEditor({ rows, subjects, onChange }: { rows: readonly MarkRow[]; subjects: readonly string[]; onChange: (rows: MarkRow[]) => void }) {
  const options = [...subjects.map((name) => ({ value: name, label: name })), { value: OTHER_SUBJECT, label: texts.otherSubject }];
  const update = (key: number, patch: Partial<MarkRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addButton = useRef<HTMLButtonElement>(null);
  // After a row is removed its button is gone: focus goes to the next row's subject, else to "Add subject".
  const focusAfterRemove = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    const target = document.getElementById(focusAfterRemove.current) ?? addButton.current;
    focusAfterRemove.current = null;
    target?.focus();
  }, [rows]);

  function remove(index: number) {
    const next = rows[index + 1];
    focusAfterRemove.current = next ? `subject-${next.key}` : '';
    onChange(rows.filter((_, i) => i !== index));
  }

  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-950 dark:text-white">{texts.subjectsHeading}</legend>
      <ol className="mt-3 grid gap-4">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start dark:border-slate-800"
            >
              <div className="col-span-2 grid gap-2 sm:col-span-1">
                <SelectField
                  id={`subject-${row.key}`}
                  label={texts.subjectLabel(n)}
                  placeholder={texts.chooseSubject}
                  options={options}
                  value={row.choice}
                  onChange={(event) => update(row.key, { choice: event.target.value })}
                />
                {row.choice === OTHER_SUBJECT && (
                  <InputField
                    id={`subject-other-${row.key}`}
                    label={texts.otherSubjectLabel(n)}
                    value={row.other}
                    maxLength={100}
                    onChange={(event) => update(row.key, { other: event.target.value })}
                  />
                )}
              </div>
              <InputField
                id={`mark-${row.key}`}
                label={texts.markLabel(n)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={row.mark}
                error={markError(row.mark)}
                onChange={(event) => update(row.key, { mark: event.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                className="sm:mt-8"
                aria-label={texts.removeSubject(n)}
                disabled={rows.length <= 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button ref={addButton} variant="outline" className="mt-4" disabled={rows.length >= MAX_ROWS} onClick={() => onChange([...rows, emptyRow()])}>
        <Plus aria-hidden="true" />
        {texts.addSubject}
      </Button>
    </fieldset>
  );
}
