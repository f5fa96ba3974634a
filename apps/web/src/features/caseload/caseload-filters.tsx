import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { type CaseloadQuery, caseloadQuerySchema } from '@kusasa/domain/schemas/counselors/caseload';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';

const t = caseloadTexts.filters;

/** The caseload's filters other than the name search and the page. */
export type CaseloadFilterValues = Pick<CaseloadQuery, 'filter' | 'grade' | 'school'>;

const filterOptions = Object.entries(t.options).map(([value, label]) => ({ value, label }));
const gradeOptions = Object.entries(t.grades).map(([value, label]) => ({ value, label }));
const shape = caseloadQuerySchema.shape;

/** Each change starts again from the first page (the caseload's owner resets it). */
export function CaseloadFilters({
  values,
  search,
  onChange,
  onSearch,
  onClear,
}: {
  values: CaseloadFilterValues;
  search: string;
  onChange: (next: CaseloadFilterValues) => void;
  onSearch: (text: string) => void;
  onClear: () => void;
}) {
  const pick = (key: 'filter' | 'grade') => (event: { target: { value: string } }) => {
    const parsed = shape[key].safeParse(event.target.value || undefined);
    onChange({ ...values, [key]: parsed.success ? parsed.data : undefined });
  };
  return (
    <div role="search" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <InputField id="caseload-search" type="search" label={t.search} value={search} maxLength={100} onChange={(event) => onSearch(event.target.value)} />
      <SelectField id="caseload-filter" label={t.filter} placeholder={t.all} options={filterOptions} value={values.filter ?? ''} onChange={pick('filter')} />
      <SelectField id="caseload-grade" label={t.grade} placeholder={t.all} options={gradeOptions} value={values.grade ?? ''} onChange={pick('grade')} />
      <InputField
        id="caseload-school"
        label={t.school}
        value={values.school ?? ''}
        maxLength={200}
        onChange={(event) => onChange({ ...values, school: event.target.value.trim() === '' ? undefined : event.target.value })}
      />
      <div className="flex items-end">
        <Button variant="outline" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
    </div>
  );
}
