import { institutionTypeLabels, nsfasStatusLabels, outcomeLabels } from '@kusasa/domain/funding-labels';
import { nsfasWorkspaceTexts } from '@kusasa/domain/nsfas-workspace-texts';
import { INSTITUTION_TYPES } from '@kusasa/domain/rules/funding-answers';
import { FUNDING_OUTCOMES } from '@kusasa/domain/rules/funding-rules';
import { NSFAS_STATUSES } from '@kusasa/domain/rules/funding-statuses';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { nsfasQueueQuerySchema, type NsfasQueueQuery } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';

const t = nsfasWorkspaceTexts.filters;

/** The queue's filters other than the name search and the page. */
export type QueueFilterValues = Omit<NsfasQueueQuery, 'search' | 'page'>;
type Key = keyof QueueFilterValues;

const options: Record<Key, { value: string; label: string }[]> = {
  outcome: FUNDING_OUTCOMES.map((value) => ({ value, label: outcomeLabels[value].word })),
  province: PROVINCES.map((value) => ({ value, label: value })),
  institutionType: INSTITUTION_TYPES.map((value) => ({ value, label: institutionTypeLabels[value] })),
  checklist: [
    { value: 'complete', label: t.complete },
    { value: 'incomplete', label: t.incomplete },
  ],
  status: [{ value: 'none', label: t.noStatus }, ...NSFAS_STATUSES.map((value) => ({ value, label: nsfasStatusLabels[value].label }))],
  appeal: [{ value: 'open', label: t.openAppeal }],
};
const selects: { key: Key; label: string }[] = [
  { key: 'outcome', label: t.outcome },
  { key: 'province', label: t.province },
  { key: 'institutionType', label: t.institutionType },
  { key: 'checklist', label: t.checklist },
  { key: 'status', label: t.status },
  { key: 'appeal', label: t.appeal },
];
const filterShape = nsfasQueueQuerySchema.shape;

/** Each change starts again from the first page (the queue's owner resets it). */
export function QueueFilters({
  values,
  search,
  onChange,
  onSearch,
  onClear,
}: {
  values: QueueFilterValues;
  search: string;
  onChange: (next: QueueFilterValues) => void;
  onSearch: (text: string) => void;
  onClear: () => void;
}) {
  const change = (key: Key) => (event: { target: { value: string } }) => {
    const parsed = filterShape[key].safeParse(event.target.value || undefined);
    onChange({ ...values, [key]: parsed.success ? parsed.data : undefined });
  };
  return (
    <div role="search" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <InputField
        id="nsfas-search"
        type="search"
        label={t.search}
        value={search}
        maxLength={100}
        onChange={(event) => onSearch(event.target.value)}
        className="sm:col-span-2"
      />
      {selects.map(({ key, label }) => (
        <SelectField key={key} id={`nsfas-${key}`} label={label} placeholder={t.all} options={options[key]} value={values[key] ?? ''} onChange={change(key)} />
      ))}
      <div className="flex items-end">
        <Button variant="outline" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
    </div>
  );
}
