import { Search } from 'lucide-react';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { institutionListTexts as texts, institutionTypeLabels } from '@kusasa/domain/catalogue-texts';
import { InputField, SelectField } from '../../../components/ui/field';

export type InstitutionFilterValues = { search: string; province: string; type: string };

const provinceOptions = PROVINCES.map((province) => ({ value: province, label: province }));
// The catalogue holds public universities and TVET colleges only.
const typeOptions = (['university', 'tvet'] as const).map((type) => ({ value: type, label: institutionTypeLabels[type] }));

/** Search by name and filter by province and type; the search box is debounced by the page. */
export function InstitutionFilters({ values, onChange }: { values: InstitutionFilterValues; onChange: (values: InstitutionFilterValues) => void }) {
  return (
    <form role="search" className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]" onSubmit={(event) => event.preventDefault()}>
      <InputField
        id="institution-search"
        type="search"
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
        label={texts.provinceLabel}
        placeholder={texts.allProvinces}
        options={provinceOptions}
        value={values.province}
        onChange={(event) => onChange({ ...values, province: event.target.value })}
      />
      <SelectField
        id="institution-type"
        label={texts.typeLabel}
        placeholder={texts.allTypes}
        options={typeOptions}
        value={values.type}
        onChange={(event) => onChange({ ...values, type: event.target.value })}
      />
    </form>
  );
}
