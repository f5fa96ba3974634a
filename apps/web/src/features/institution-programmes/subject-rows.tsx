import { programmeManagementTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import type { ProgrammeFormValues } from './programme-values';

type Rows = ProgrammeFormValues['subjects'];

/** Subject minimums: a subject and its minimum NSC level, one row each. */
export function SubjectRows({ rows, onChange, error }: { rows: Rows; onChange: (rows: Rows) => void; error?: string | undefined }) {
  const change = (index: number, field: 'subject' | 'minLevel', value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="grid gap-3">
      <legend className="font-medium text-slate-900 dark:text-slate-100">{t.subjects}</legend>
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_6rem] items-end gap-2 sm:grid-cols-[1fr_8rem_auto]">
          <InputField id={`subject-${index}`} label={t.subjectName} value={row.subject} onChange={(event) => change(index, 'subject', event.target.value)} />
          <InputField
            id={`subject-level-${index}`}
            label={t.minLevel}
            inputMode="numeric"
            value={row.minLevel}
            onChange={(event) => change(index, 'minLevel', event.target.value)}
          />
          <Button variant="ghost" size="sm" className="col-span-2 sm:col-span-1" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {t.removeSubject}
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onChange([...rows, { subject: '', minLevel: '4' }])}>
        {t.addSubject}
      </Button>
    </fieldset>
  );
}
