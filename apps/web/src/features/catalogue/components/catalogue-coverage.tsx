import type { ReactNode } from 'react';
import { NOT_PUBLISHED } from '@kusasa/domain/catalogue-texts';
import { coverageTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import type { CatalogueIntake, InstitutionDetail } from '@kusasa/domain/schemas/catalogue';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const linkClass = 'font-semibold break-words text-emerald-800 underline underline-offset-4 dark:text-emerald-300';
const muted = 'text-slate-600 italic dark:text-slate-400';

const day = (value: string | null) => (value ? formatIsoDay(value) : <span className={muted}>{NOT_PUBLISHED}</span>);

function feeOf(intake: CatalogueIntake): ReactNode {
  if (intake.feeNotPublished) return <span className={muted}>{NOT_PUBLISHED}</span>;
  return intake.applicationFeeCents === null || intake.applicationFeeCents === 0 ? t.noFee : formatZarWhole(intake.applicationFeeCents);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-slate-950 dark:text-white">{children}</dd>
    </div>
  );
}

function IntakeCard({ intake }: { intake: CatalogueIntake }) {
  return (
    <Card className="h-full p-5">
      <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-950 dark:text-white">
        {intake.name} ({intake.year}) <Badge tone={intake.open ? 'brand' : 'neutral'}>{intake.open ? t.open : t.closed}</Badge>
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        <Fact term={t.opens}>{day(intake.opensOn)}</Fact>
        <Fact term={t.closes}>{day(intake.closesOn)}</Fact>
        {intake.lateClosesOn && <Fact term={t.lateCloses}>{formatIsoDay(intake.lateClosesOn)}</Fact>}
        {intake.lateRules && <Fact term={t.lateRules}>{intake.lateRules}</Fact>}
        <Fact term={t.fee}>{feeOf(intake)}</Fact>
      </dl>
      {intake.sourceTitle && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {intake.sourceUrl ? (
            <a className={linkClass} href={intake.sourceUrl} rel="noreferrer" target="_blank">
              {intake.sourceTitle}
            </a>
          ) : (
            intake.sourceTitle
          )}
          {intake.checkedOn && `, ${formatIsoDay(intake.checkedOn)}`}
        </p>
      )}
    </Card>
  );
}

/** The institution page's account of what the catalogue holds: its source, how it scores, its intakes. */
export function CatalogueCoverage({ institution }: { institution: InstitutionDetail }) {
  const { source, apsRuleNote, intakes } = institution.coverage;
  return (
    <section aria-labelledby="intakes-title" className="mt-8">
      {source && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t.programmesFrom(source.title, source.year, source.checkedOn ? formatIsoDay(source.checkedOn) : null)}{' '}
          {source.url && (
            <a className={linkClass} href={source.url} rel="noreferrer" target="_blank">
              {t.viewSource}
            </a>
          )}
        </p>
      )}
      {apsRuleNote && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{t.apsRule}:</span> {apsRuleNote}
        </p>
      )}
      <h2 id="intakes-title" className="mt-6 text-2xl font-bold text-slate-950 dark:text-white">
        {t.intakesTitle}
      </h2>
      {intakes.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noIntakes}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {intakes.map((intake) => (
            <li key={`${intake.year}-${intake.name}`}>
              <IntakeCard intake={intake} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
