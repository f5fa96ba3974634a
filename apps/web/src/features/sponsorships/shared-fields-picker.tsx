import { SPONSORSHIP_VISIBLE_FIELDS, type SponsorshipVisibleField } from '@kusasa/domain/rules/sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts as texts } from '@kusasa/domain/sponsor-texts';
import { CheckboxField } from '../../components/ui/field';

/** What sponsors may see of the learner: a tick per field, each showing the value it would share. */
export function SharedFieldsPicker({
  preview,
  visible,
  onToggle,
}: {
  preview: Record<SponsorshipVisibleField, string | null>;
  visible: ReadonlySet<SponsorshipVisibleField>;
  onToggle: (field: SponsorshipVisibleField, on: boolean) => void;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{texts.visibleFieldsLegend}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.neverShown}</p>
      <div className="mt-3 grid gap-3">
        {SPONSORSHIP_VISIBLE_FIELDS.map((field) => (
          <CheckboxField
            key={field}
            id={`share-${field}`}
            checked={visible.has(field)}
            onChange={(event) => onToggle(field, event.target.checked)}
            label={
              <>
                {texts.visibleFields[field]}
                <span className="block text-sm text-slate-600 dark:text-slate-400">{preview[field] ?? sponsorPageTexts.admin.notGiven}</span>
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
