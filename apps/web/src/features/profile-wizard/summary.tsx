import type { ReactNode } from 'react';
import { identityCheckLabel, identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { documentCardTexts, educationTexts, wizardTexts } from '@kusasa/domain/profile-texts';
import type { Profile } from '@kusasa/domain/schemas/profile';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { GENDER_OPTIONS } from './fields/personal-fields';

// Read-only views of the saved profile, one per wizard step, for Review & Submit and /profile.

type Pair = [label: string, value: string | number | null | undefined];

function Details({ pairs }: { pairs: Pair[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
      {pairs.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="break-words text-slate-950 dark:text-white">
            {value === null || value === undefined || value === '' ? wizardTexts.notProvided : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled section with its Edit action. */
export function SummarySection({ id, title, onEdit, children }: { id: string; title: string; onEdit?: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold text-slate-950 dark:text-white">
          {title}
        </h3>
        {onEdit && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={wizardTexts.editSection(title)}
            className="text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
          >
            {wizardTexts.edit}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

const genderLabel = (gender: string | null) => GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? gender;

export function PersonalSummary({ profile }: { profile: Profile }) {
  const { fullName, idNumber, gender, identityCheck } = profile.personal;
  return (
    <Details
      pairs={[
        ['Full Name', fullName],
        ['ID Number', idNumber],
        // Exactly what was checked (issue 32), not a bare "Verified".
        [identityCheckTexts.heading, identityCheckLabel(identityCheck)],
        ['Gender', genderLabel(gender)],
      ]}
    />
  );
}

export function ContactSummary({ profile }: { profile: Profile }) {
  const c = profile.contact;
  return (
    <Details
      pairs={[
        ['Phone Number', c.phoneNumber],
        ['Contact Email', c.contactEmail],
        ['Emergency Contact Name', c.emergencyContactName],
        ['Emergency Contact Phone', c.emergencyContactPhone],
      ]}
    />
  );
}

export function AddressSummary({ profile }: { profile: Profile }) {
  const a = profile.address;
  if (!a) return <p className="text-slate-700 dark:text-slate-300">{wizardTexts.notProvided}</p>;
  const type = a.addressType === 'postal' ? 'Postal' : 'Residential';
  return (
    <Details
      pairs={[
        ['Address Type', type],
        ['Street Address', a.streetAddress],
        ['Suburb', a.suburb],
        ['City', a.city],
        ['Province', a.province],
        ['Postal Code', a.postalCode],
      ]}
    />
  );
}

function SubjectTable({ caption, subjects }: { caption: string; subjects: { subject: string; mark: number }[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900 dark:text-slate-100">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-800">
          <th scope="col" className="py-1.5 pr-3 font-medium text-slate-700 dark:text-slate-300">
            Subject
          </th>
          <th scope="col" className="py-1.5 text-right font-medium text-slate-700 dark:text-slate-300">
            Mark
          </th>
        </tr>
      </thead>
      <tbody>
        {subjects.map((row, index) => (
          <tr key={`${row.subject}-${index}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800/60">
            <td className="py-1.5 pr-3 text-slate-950 dark:text-white">{row.subject}</td>
            <td className="py-1.5 text-right text-slate-950 tabular-nums dark:text-white">{row.mark}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EducationSummary({ profile }: { profile: Profile }) {
  const e = profile.education;
  if (!e) return <p className="text-slate-700 dark:text-slate-300">{wizardTexts.notProvided}</p>;
  const sitting = educationTexts.sittings[e.grade12Sitting as keyof typeof educationTexts.sittings] ?? e.grade12Sitting;
  return (
    <div className="grid gap-4">
      <Details
        pairs={[
          ['School Name', e.schoolName],
          ['School Province', e.province],
          ['Completion Year', e.completionYear],
          [educationTexts.sittingLabel, sitting],
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SubjectTable caption={educationTexts.grade11Legend} subjects={e.grade11Subjects} />
        <SubjectTable caption={educationTexts.grade12Legend} subjects={e.grade12Subjects} />
      </div>
    </div>
  );
}

const DOCUMENT_ORDER = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results'] as const;
const REQUIRED = new Set(['idDocument', 'grade12Results']);

export function DocumentsSummary({ profile }: { profile: Profile }) {
  return (
    <ul className="grid gap-2">
      {DOCUMENT_ORDER.map((type) => (
        <li key={type} className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-slate-950 dark:text-white">
            {documentCardTexts[type].label}
            {REQUIRED.has(type) && <span className="text-slate-600 dark:text-slate-400"> (required)</span>}
          </span>
          {profile.documents[type] ? <Badge tone="brand">Uploaded</Badge> : <Badge tone={REQUIRED.has(type) ? 'accent' : 'neutral'}>Not uploaded</Badge>}
        </li>
      ))}
    </ul>
  );
}
