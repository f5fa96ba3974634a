import type { ReactNode } from 'react';
import { NOT_PUBLISHED, institutionDetailTexts as texts, labelOf, qualificationTypeLabels, studyModeLabels } from '@kusasa/domain/catalogue-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import { programmeManagementTexts } from '@kusasa/domain/institution-workspace-texts';
import { apsPackById, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import type { Programme } from '@kusasa/domain/schemas/catalogue';
import { readRequirements, requirementText } from '../requirement-text';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-slate-950 dark:text-white">{children}</dd>
    </div>
  );
}

const vocational = new Set(['national_certificate_vocational', 'nated']);

/** A fact the sources do not give: said so, never left blank (issue 26). */
function orNotPublished<T>(value: T | null | undefined, render: (value: T) => ReactNode): ReactNode {
  return value === null || value === undefined ? <span className="text-slate-600 italic dark:text-slate-400">{NOT_PUBLISHED}</span> : render(value);
}

/** A programme's facts and entry requirements, as a description list. */
export function ProgrammeDetails({ programme }: { programme: Programme }) {
  const requirements = readRequirements(programme.subjectMinimums);
  const pack = apsPackById(programme.apsPackId);
  // A minimum is stated in its pack's unit: 'Minimum Applicant Score' for NMU, never 'Minimum APS'.
  const minimumTerm = pack && pack.unit !== 'aps' ? texts.minimumScore(scoreUnitLabel(pack.unit)) : texts.minimumAps;
  const bySubject = programme.minAps === null ? [] : (programme.minApsBySubject ?? []);
  return (
    <>
      <dl className="mt-3 grid gap-2 text-sm">
        {programme.faculty && <Row term={texts.faculty}>{programme.faculty}</Row>}
        <Row term={texts.qualification}>{labelOf(qualificationTypeLabels, programme.qualificationType)}</Row>
        <Row term={texts.studyMode}>{labelOf(studyModeLabels, programme.studyMode)}</Row>
        <Row term={texts.nqfLevel}>{orNotPublished(programme.nqfLevel, String)}</Row>
        <Row term={texts.duration}>{orNotPublished(programme.durationYears, texts.years)}</Row>
        {programme.campus && <Row term={texts.campus}>{programme.campus}</Row>}
        {vocational.has(programme.qualificationType) && <Row term={texts.entryGrade}>{orNotPublished(programme.entryGrade, texts.grade)}</Row>}
        {programme.closesOn && <Row term={texts.closesOn}>{formatIsoDay(programme.closesOn)}</Row>}
        {programme.tuitionFeeCents != null && <Row term={texts.tuition}>{formatZarWhole(programme.tuitionFeeCents)}</Row>}
        <Row term={minimumTerm}>
          {programme.minAps === null ? texts.noMinimumAps : programme.minAps}
          {bySubject.map((entry) => `; ${texts.minimumWithSubject(entry.minAps, entry.subject)}`).join('')}
          {programme.minAps !== null && pack && <span className="text-slate-600 dark:text-slate-400"> ({pack.name})</span>}
        </Row>
        <Row term={texts.subjectRequirements}>
          {requirements.length === 0 ? (
            texts.noSubjectRequirements
          ) : (
            <ul className="list-disc space-y-0.5 pl-5">
              {requirements.map((requirement) => {
                const text = requirementText(requirement);
                return <li key={text}>{text}</li>;
              })}
            </ul>
          )}
        </Row>
        {programme.otherRequirements && <Row term={texts.otherRequirements}>{programme.otherRequirements}</Row>}
        {programme.sourceTitle && (
          <Row term={texts.source}>
            {programme.sourceUrl ? (
              <a
                className="break-words text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
                href={programme.sourceUrl}
                rel="noreferrer"
                target="_blank"
              >
                {texts.sourceLine(programme.sourceTitle, programme.checkedOn ? formatIsoDay(programme.checkedOn) : null)}
              </a>
            ) : (
              texts.sourceLine(programme.sourceTitle, programme.checkedOn ? formatIsoDay(programme.checkedOn) : null)
            )}
          </Row>
        )}
      </dl>
      {programme.updatedByInstitutionAt && (
        // A plain day (no Intl): the same text on the server's prerender and in the browser.
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{programmeManagementTexts.lastUpdated(programme.updatedByInstitutionAt.slice(0, 10))}</p>
      )}
    </>
  );
}
