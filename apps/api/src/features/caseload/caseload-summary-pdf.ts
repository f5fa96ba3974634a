import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { caseloadTexts } from '@kusasa/domain/caseload-texts';
import { NOT_SHARED } from '@kusasa/domain/caseload-page-texts';
import { outcomeLabels } from '@kusasa/domain/funding-labels';
import type { CounselorScope } from '@kusasa/domain/rules/counselor-links';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import type { CounselorSchool } from '@kusasa/domain/schemas/counselors/common';
import { countsText } from './caseload-csv.ts';

const t = caseloadTexts.summary;
const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const INK = '#0f172a';
const MUTED = '#475569';
/** Applications listed by name; the rest are counted ('and 3 more in Kusasa'), so the page stays one. */
export const SUMMARY_MAX_APPLICATIONS = 10;

export interface SummaryInput {
  /** The learner as the counselor sees them: the parts not shared are already null. */
  learner: CaseloadLearner;
  counselor: { name: string | null; school: CounselorSchool | null };
  /** The SA calendar day, 'YYYY-MM-DD'. */
  day: string;
  now: Date;
}

const statusWord = (status: string) =>
  Object.hasOwn(applicationStatusLabels, status) ? applicationStatusLabels[status as keyof typeof applicationStatusLabels] : status;

/** The one-page summary of a linked learner for a parent meeting (issue 29), as a real PDF (text, A4). */
export async function renderSummaryPdf({ learner, counselor, day, now }: SummaryInput): Promise<Buffer> {
  // Loaded on the first summary, not at start: pdfkit takes most of a second to import.
  const { default: PDFDocument } = await import('pdfkit');
  const name = learner.fullName ?? t.unnamed;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-ZA',
    displayTitle: true,
    info: { Title: `${t.title}: ${name}`, Author: 'Kusasa', CreationDate: now, ModDate: now },
  });
  const done = collect(doc);
  // Everything is written above the footer; a block that would not fit is left out rather than start a second page.
  const bottom = doc.page.height - MARGIN - 30;
  const width = doc.page.width - 2 * MARGIN;
  const write = (text: string, font: string, size: number, color = INK, gap = 2) => {
    doc.font(font).fontSize(size);
    if (doc.y + doc.heightOfString(text, { width, lineGap: gap }) > bottom) return false;
    doc.fillColor(color).text(text, MARGIN, doc.y, { width, lineGap: gap });
    return true;
  };
  const shares = (scope: CounselorScope) => learner.scopes.includes(scope);
  const section = (title: string, scope: CounselorScope, lines: () => string[]) => {
    doc.moveDown(0.6);
    write(title, BOLD, 12);
    if (!shares(scope)) return void write(NOT_SHARED, ITALIC, 10.5, MUTED);
    for (const line of lines()) if (!write(line, FONT, 10.5)) break;
  };

  write(t.title, BOLD, 20);
  doc.moveDown(0.2);
  write(name, BOLD, 16);
  write(t.schoolGrade(learner.school, learner.grade), FONT, 11);
  doc.moveDown(0.4);
  write(t.preparedBy(counselor.name, counselor.school?.schoolName ?? null), FONT, 10, MUTED);
  write(t.date(formatIsoDay(day)), FONT, 10, MUTED);

  section(t.nextDeadline, 'applications', () => [
    learner.nextDeadline ? `${formatIsoDay(learner.nextDeadline.date)}: ${learner.nextDeadline.what}` : t.noDeadline,
  ]);
  section(t.journey, 'journey', () => [learner.journeyStep ?? '—']);
  section(t.documents, 'documents', () => [learner.missingDocuments?.length ? learner.missingDocuments.join(', ') : t.noMissing]);
  section(t.applications, 'applications', () => {
    const list = learner.applicationList ?? [];
    if (list.length === 0) return [t.noApplications];
    const shown = list
      .slice(0, SUMMARY_MAX_APPLICATIONS)
      .map((row) =>
        t.application(caseloadTexts.application(row.institution, row.programme), statusWord(row.status), row.closesOn ? formatIsoDay(row.closesOn) : null),
      );
    const more = list.length - shown.length;
    return [learner.applications ? countsText(learner.applications) : '', ...shown, ...(more > 0 ? [t.more(more)] : [])].filter(Boolean);
  });
  section(t.marks, 'marks', () => {
    const marks = learner.marks ?? [];
    return [t.aps(learner.aps), marks.length === 0 ? t.noMarks : marks.map((mark) => `${mark.subject} ${mark.mark}%`).join(', ')];
  });
  section(t.funding, 'funding', () => [learner.fundingOutcome ? outcomeLabels[learner.fundingOutcome].word : t.noFunding]);

  // The footer inside the bottom margin, with the margin lifted so that no page is added.
  doc.page.margins.bottom = 0;
  doc
    .font(FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t.footer, MARGIN, doc.page.height - MARGIN - 12, { width, align: 'center', lineBreak: false });
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
