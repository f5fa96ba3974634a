import type { ReactNode } from 'react';
import { institutionDetailTexts as texts, institutionTypeLabels } from '@kusasa/domain/catalogue-texts';
import type { Institution } from '@kusasa/domain/schemas/catalogue';

const linkClass = 'break-all font-medium text-emerald-800 underline underline-offset-4 dark:text-emerald-300';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-slate-950 dark:text-white">{children}</dd>
    </div>
  );
}

/** A value we do not hold is shown as 'Not confirmed', never left blank. */
function orNotConfirmed(value: string | null, render: (value: string) => ReactNode): ReactNode {
  return value ? render(value) : <span className="text-slate-600 italic dark:text-slate-400">{texts.notConfirmed}</span>;
}

export function InstitutionFacts({ institution }: { institution: Institution }) {
  return (
    <dl className="grid gap-3">
      <Row term={texts.type}>{institutionTypeLabels[institution.type]}</Row>
      <Row term={texts.location}>{orNotConfirmed(institution.city, (city) => city)}</Row>
      <Row term={texts.province}>{institution.province}</Row>
      <Row term={texts.email}>
        {orNotConfirmed(institution.email, (email) => (
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        ))}
      </Row>
      <Row term={texts.phone}>
        {orNotConfirmed(institution.phone, (phone) => (
          <a className={linkClass} href={`tel:${phone.replace(/\s+/g, '')}`}>
            {phone}
          </a>
        ))}
      </Row>
      <Row term={texts.website}>
        {orNotConfirmed(institution.website, (website) => (
          <a className={linkClass} href={website} target="_blank" rel="noopener noreferrer">
            {website.replace(/^https?:\/\//, '')}
          </a>
        ))}
      </Row>
    </dl>
  );
}
