import { Search } from 'lucide-react';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { institutionListTexts as texts, institutionTypeLabels } from '@kusasa/domain/catalogue-texts';
import { buttonVariants } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';

export type InstitutionFilterValues = { search: string; province: string; type: string };

const provinceOptions = PROVINCES.map((province) => ({ value: province, label: province }));
// The catalogue holds public universities and TVET colleges only.
const typeOptions = (['university', 'tvet'] as const).map((type) => ({ value: type, label: institutionTypeLabels[type] }));

/**
 * Search by name and filter by province and type: a GET form (decision 0425), so it filters as
 * plain HTML through the server; once the app runs, each change filters at once (the search box
 * debounced by the page) and the button is not needed.
 */
export function InstitutionFilters({ values, onChange }: { values: InstitutionFilterValues; onChange: (values: InstitutionFilterValues) => void }) {
  return (
    <form
      role="search"
      method="get"
      action="/institutions"
      data-island=""
      className="grid items-end gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      onSubmit={(event) => event.preventDefault()}
    >
      <InputField
        id="institution-search"
        name="search"
        type="search"
        plain
        label={
          <span className="inline-flex items-center gap-1.5">
            <Search aria-hidden="true" className="size-4" />
            {texts.searchLabel}
          </span>
        }
        placeholder={texts.searchPlaceholder}
        value={values.search}
        autoComplete="off"
        onChange={(event) => onChange({ ...values, search: event.target.value })}
      />
      <SelectField
        id="institution-province"
        name="province"
        plain
        label={texts.provinceLabel}
        placeholder={texts.allProvinces}
        options={provinceOptions}
        value={values.province}
        onChange={(event) => onChange({ ...values, province: event.target.value })}
      />
      <SelectField
        id="institution-type"
        name="type"
        plain
        label={texts.typeLabel}
        placeholder={texts.allTypes}
        options={typeOptions}
        value={values.type}
        onChange={(event) => onChange({ ...values, type: event.target.value })}
      />
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        {texts.searchButton}
      </button>
    </form>
  );
}
