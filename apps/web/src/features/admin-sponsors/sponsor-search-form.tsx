import { ALLOCATION_STATUSES, SPONSOR_FILTER_TYPES } from '@kusasa/domain/rules/sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { InputField, SelectField } from '../../components/ui/field';

const page = sponsorPageTexts.admin;

export type SponsorFilterType = (typeof SPONSOR_FILTER_TYPES)[number];
export type AllocationStatusFilter = (typeof ALLOCATION_STATUSES)[number];

/** The search over the open tab, with the sponsors' type filter or the allocations' status filter. */
export function SponsorSearchForm({
  tab,
  searchText,
  onSearchText,
  type,
  onType,
  status,
  onStatus,
}: {
  tab: 'allocations' | 'sponsors';
  searchText: string;
  onSearchText: (text: string) => void;
  type: SponsorFilterType | undefined;
  onType: (type: SponsorFilterType | undefined) => void;
  status: AllocationStatusFilter | undefined;
  onStatus: (status: AllocationStatusFilter | undefined) => void;
}) {
  return (
    <form role="search" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]" onSubmit={(event) => event.preventDefault()}>
      <InputField
        id="sponsor-search"
        type="search"
        label={page.searchLabel}
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
      />
      {tab === 'sponsors' ? (
        <SelectField
          id="sponsor-type"
          label={page.typeLabel}
          placeholder={texts.allTypes}
          value={type ?? ''}
          options={SPONSOR_FILTER_TYPES.map((value) => ({ value, label: texts.types[value] }))}
          onChange={(event) => onType(SPONSOR_FILTER_TYPES.find((value) => value === event.target.value))}
        />
      ) : (
        <SelectField
          id="allocation-status-filter"
          label={page.statusFilterLabel}
          placeholder={page.allStatuses}
          value={status ?? ''}
          options={ALLOCATION_STATUSES.map((value) => ({ value, label: texts.allocationStatuses[value] }))}
          onChange={(event) => onStatus(ALLOCATION_STATUSES.find((value) => value === event.target.value))}
        />
      )}
    </form>
  );
}
