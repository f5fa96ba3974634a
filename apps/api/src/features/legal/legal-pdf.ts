import { blockLines, numberedHeading, type InformationOfficer, type LegalPolicy, type PolicyBlock } from '@kusasa/domain/legal/policy';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';

// A policy as a real PDF (text, not a picture of the page), laid out by pdfkit from the same
// structured source as the web page: A4, numbered section headings with a bookmark each, and a
// footer naming the version on every page. PDF's built-in Helvetica needs no font files.

const MARGIN = 56;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#0f172a';
const MUTED = '#475569';

/** The footer line of each page; tests remove it before comparing the PDF's text with the source. */
export const pdfFooter = (policy: LegalPolicy, page: number, pages: number) => `Kusasa ${policy.title}, version ${policy.version} - page ${page} of ${pages}`;

export async function renderPolicyPdf(policy: LegalPolicy, officer: InformationOfficer): Promise<Buffer> {
  // Loaded on the first download, not at start: pdfkit and its font code take most of a second to import.
  const { default: PDFDocument } = await import('pdfkit');
  const lastUpdated = new Date(`${policy.lastUpdated}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-ZA',
    displayTitle: true,
    // Fixed dates make the same version produce the same file.
    info: {
      Title: `Kusasa ${policy.title}`,
      Author: 'Kusasa',
      Subject: `${policy.title}, version ${policy.version}`,
      CreationDate: lastUpdated,
      ModDate: lastUpdated,
    },
  });
  const done = collect(doc);

  doc.font(BOLD).fontSize(22).fillColor(INK).text(policy.title);
  doc.moveDown(0.3);
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Kusasa - ${legalTexts.lastUpdated} ${formatLongDate(lastUpdated)} - ${legalTexts.version} ${policy.version}`);
  doc.moveDown(1);
  paragraph(doc, policy.summary);

  policy.sections.forEach((section, index) => {
    const heading = numberedHeading(section, index);
    doc.moveDown(0.8);
    // Keep a heading with the start of its text: begin a new page when little room is left.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc.outline.addItem(heading);
    doc.font(BOLD).fontSize(13).fillColor(INK).text(heading);
    doc.moveDown(0.4);
    for (const block of section.blocks) renderBlock(doc, block, officer);
  });

  addFooters(doc, policy);
  doc.end();
  return done;
}

function renderBlock(doc: PDFKit.PDFDocument, block: PolicyBlock, officer: InformationOfficer) {
  const lines = blockLines(block, officer);
  if (block.kind === 'paragraph') return paragraph(doc, lines.join(' '));
  if (block.kind === 'list') {
    doc.font(FONT).fontSize(10.5).fillColor(INK).list(lines, { bulletRadius: 2, textIndent: 12, bulletIndent: 4, lineGap: 2, paragraphGap: 4 });
    doc.moveDown(0.5);
    return;
  }
  doc.font(FONT).fontSize(10.5).fillColor(INK);
  for (const line of lines) doc.text(line, { indent: 12 });
  doc.moveDown(0.5);
}

function paragraph(doc: PDFKit.PDFDocument, text: string) {
  doc.font(FONT).fontSize(10.5).fillColor(INK).text(text, { lineGap: 2 });
  doc.moveDown(0.5);
}

/** Writes each page's footer inside the bottom margin (with the margin lifted, so no page is added). */
function addFooters(doc: PDFKit.PDFDocument, policy: LegalPolicy) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(pdfFooter(policy, index - start + 1, count), MARGIN, doc.page.height - MARGIN / 2 - 6, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.flushPages();
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
