import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import { learnerStatusLabels } from '@kusasa/domain/admission-texts';
import { APS_BANDS, INBOX_STATUSES } from '@kusasa/domain/rules/admissions';
import { INBOX_SORTS, type InboxQuery } from '@kusasa/domain/schemas/institution-applications/inbox';
import { InputField, SelectField } from '../../components/ui/field';

const statusOptions = INBOX_STATUSES.map((value) => ({ value, label: learnerStatusLabels[value] }));
const bandOptions = APS_BANDS.map((value) => ({ value, label: value }));
const documentOptions = [
  { value: 'verified', label: t.documentsVerified },
  { value: 'unverified', label: t.documentsUnverified },
];
const sortOptions = INBOX_SORTS.map((value) => ({ value, label: t.sorts[value] }));
const thisYear = new Date().getFullYear();
const yearOptions = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((year) => ({ value: String(year), label: String(year) }));

/** The inbox's filters; every change starts again from the first page. */
export function InboxFilters({
  query,
  programmes,
  onChange,
}: {
  query: InboxQuery;
  programmes: readonly { id: string; name: string }[];
  onChange: (next: InboxQuery) => void;
}) {
  const change = (key: keyof InboxQuery) => (event: { target: { value: string } }) => {
    const value = event.target.value || undefined;
    if (key === 'sort') onChange({ ...query, sort: (value as InboxQuery['sort'] | undefined) ?? 'submitted-desc', cursor: undefined });
    else onChange({ ...query, [key]: key === 'year' && value ? Number(value) : value, cursor: undefined });
  };
  return (
    <div role="search" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <InputField id="inbox-search" type="search" label={t.search} value={query.search ?? ''} onChange={change('search')} className="sm:col-span-2" />
      <SelectField id="inbox-status" label={t.status} placeholder={t.all} options={statusOptions} value={query.status ?? ''} onChange={change('status')} />
      <SelectField
        id="inbox-programme"
        label={t.programme}
        placeholder={t.all}
        options={programmes.map((programme) => ({ value: programme.id, label: programme.name }))}
        value={query.programmeId ?? ''}
        onChange={change('programmeId')}
      />
      <SelectField
        id="inbox-year"
        label={t.year}
        placeholder={t.all}
        options={yearOptions}
        value={query.year ? String(query.year) : ''}
        onChange={change('year')}
      />
      <SelectField id="inbox-band" label={t.apsBand} placeholder={t.all} options={bandOptions} value={query.apsBand ?? ''} onChange={change('apsBand')} />
      <SelectField
        id="inbox-documents"
        label={t.documents}
        placeholder={t.all}
        options={documentOptions}
        value={query.documents ?? ''}
        onChange={change('documents')}
      />
      <SelectField id="inbox-sort" label={t.sort} placeholder={t.sorts['submitted-desc']} options={sortOptions} value={query.sort} onChange={change('sort')} />
      <InputField id="inbox-from" type="date" label={t.submittedFrom} value={query.submittedFrom ?? ''} onChange={change('submittedFrom')} />
      <InputField id="inbox-to" type="date" label={t.submittedTo} value={query.submittedTo ?? ''} onChange={change('submittedTo')} />
    </div>
  );
}
