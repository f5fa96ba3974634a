import type { Dispatch, SetStateAction } from 'react';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { randToCents } from '@kusasa/domain/rules/rand-input';
import { SPONSORSHIP_PURPOSES } from '@kusasa/domain/rules/sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts, sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';
import type { OpenRequestFilters } from './api/hooks';

const page = sponsorPageTexts.dashboard;

/** The filters as the sponsor typed them, before they become the API's query. */
export interface FilterText {
  province: string;
  institution: string;
  purpose: string;
  min: string;
  max: string;
}
export const noFilters: FilterText = { province: '', institution: '', purpose: '', min: '', max: '' };

/** The typed filters as the API's query; an amount that is not rand is left out (and flagged). */
export function toQuery(text: FilterText): OpenRequestFilters {
  const province = PROVINCES.find((item) => item === text.province);
  const purpose = SPONSORSHIP_PURPOSES.find((item) => item === text.purpose);
  return {
    province,
    purpose,
    institution: text.institution.trim() || undefined,
    minAmountCents: randToCents(text.min) ?? undefined,
    maxAmountCents: randToCents(text.max) ?? undefined,
  };
}

const badAmount = (text: string) => (text.trim() && randToCents(text) === null ? sponsorshipTexts.amountNotNumber : undefined);

/** The search form over open requests, and a way back to no filters once any is set. */
export function OpenRequestFilterForm({ filters, setFilters }: { filters: FilterText; setFilters: Dispatch<SetStateAction<FilterText>> }) {
  const setFilter = (name: keyof FilterText) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [name]: event.target.value }));
  return (
    <>
      <form
        role="search"
        aria-label={page.filtersLegend}
        onSubmit={(event) => event.preventDefault()}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="filter-province"
          label={sponsorTexts.filters.province}
          placeholder={page.allProvinces}
          value={filters.province}
          options={PROVINCES.map((province) => ({ value: province, label: province }))}
          onChange={setFilter('province')}
        />
        <InputField
          id="filter-institution"
          type="search"
          label={sponsorTexts.filters.institution}
          placeholder={page.institutionPlaceholder}
          autoComplete="off"
          value={filters.institution}
          onChange={setFilter('institution')}
        />
        <SelectField
          id="filter-purpose"
          label={sponsorTexts.filters.purpose}
          placeholder={page.allPurposes}
          value={filters.purpose}
          options={SPONSORSHIP_PURPOSES.map((purpose) => ({ value: purpose, label: sponsorshipTexts.purposes[purpose] }))}
          onChange={setFilter('purpose')}
        />
        {(['min', 'max'] as const).map((bound) => (
          <InputField
            key={bound}
            id={`filter-${bound}`}
            label={bound === 'min' ? sponsorTexts.filters.minAmount : sponsorTexts.filters.maxAmount}
            inputMode="decimal"
            autoComplete="off"
            value={filters[bound]}
            error={badAmount(filters[bound])}
            onChange={setFilter(bound)}
          />
        ))}
      </form>
      {filters !== noFilters && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setFilters(noFilters)}>
          {page.clearFilters}
        </Button>
      )}
    </>
  );
}
