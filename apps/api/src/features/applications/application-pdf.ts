import { applicationPdfTexts } from '@kusasa/domain/application-pdf-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { maskIdNumber } from '@kusasa/domain/rules/application-pdf';
import { formatIsoDay, isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { documentTypeSchema, verificationStatusSchema } from '@kusasa/domain/schemas/documents';
import { labelledLine, note, PDF_BRAND, PDF_INK, PDF_MARGIN, PDF_MUTED, renderPdf, type PdfDocument } from '../../adapters/pdf/pdf-document.ts';

const t = applicationPdfTexts.pdf;
const QR_SIZE = 112;
const BAND_HEIGHT = 64;

export interface ApplicationPdfContent {
  learner: { fullName: string; idNumber: string | null; email: string; phoneNumber: string | null; trackingId: string | null };
  institutionName: string | null;
  programName: string | null;
  grade12Results: string | null;
  apsScore: number | null;
  submittedAt: Date;
  documents: { documentType: string; verificationStatus: string }[];
  checkUrl: string;
  qrPng: Buffer;
}

/** A submitted application as a branded A4 PDF: the learner's facts, choice, marks, documents and a check code. */
export function renderApplicationPdf(content: ApplicationPdfContent): Promise<Buffer> {
  const info = { title: `${t.brand} ${t.title}`, author: t.brand, createdAt: content.submittedAt };
  return renderPdf(info, (doc) => {
    brandBand(doc);
    learnerSection(doc, content);
    choiceSection(doc, content);
    labelledLine(doc, t.documents, documentLines(content.documents));
    checkSection(doc, content);
    note(doc, t.footer);
  });
}

/** The emerald band with the Kusasa name across the top of the page. */
function brandBand(doc: PdfDocument): void {
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(PDF_BRAND);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#ffffff').text(t.brand, PDF_MARGIN, 18);
  doc.font('Helvetica').fontSize(10).text(t.tagline, PDF_MARGIN, 42);
  doc.x = PDF_MARGIN;
  doc.y = BAND_HEIGHT + 24;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_INK).text(t.title).moveDown(0.6);
}

function learnerSection(doc: PdfDocument, { learner, submittedAt }: ApplicationPdfContent): void {
  labelledLine(doc, t.learner, learner.fullName);
  labelledLine(doc, t.idNumber, learner.idNumber ? maskIdNumber(learner.idNumber) : t.notGiven);
  labelledLine(doc, t.contact, [learner.email, learner.phoneNumber].filter(Boolean).join('\n'));
  labelledLine(doc, t.trackingId, learner.trackingId ?? t.notGiven);
  labelledLine(doc, t.submitted, formatIsoDay(isoCalendarDateIn(submittedAt)));
}

function choiceSection(doc: PdfDocument, content: ApplicationPdfContent): void {
  labelledLine(doc, t.choice, [content.programName, content.institutionName].filter(Boolean).join('\n') || t.notGiven);
  labelledLine(doc, t.marks, content.grade12Results?.trim() || t.notGiven);
  labelledLine(doc, t.aps, content.apsScore === null ? t.apsUnknown : String(content.apsScore));
}

function documentLines(documents: ApplicationPdfContent['documents']): string {
  if (documents.length === 0) return t.noDocuments;
  return documents.map(({ documentType, verificationStatus }) => `${documentLabel(documentType)}: ${statusLabel(verificationStatus)}`).join('\n');
}

const documentLabel = (type: string) => {
  const known = documentTypeSchema.safeParse(type);
  return known.success ? documentTexts.labels[known.data] : type;
};
const statusLabel = (status: string) => {
  const known = verificationStatusSchema.safeParse(status);
  return known.success ? documentTexts.statusLabels[known.data] : status;
};

/** The QR code with the check address beside it in words, for a reader who cannot scan. */
function checkSection(doc: PdfDocument, { checkUrl, qrPng }: ApplicationPdfContent): void {
  if (doc.y + QR_SIZE + 40 > doc.page.height - PDF_MARGIN) doc.addPage();
  doc.moveDown(0.5);
  const top = doc.y;
  doc.image(qrPng, PDF_MARGIN, top, { width: QR_SIZE, height: QR_SIZE, link: checkUrl });
  const textX = PDF_MARGIN + QR_SIZE + 16;
  const width = doc.page.width - textX - PDF_MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PDF_INK)
    .text(t.checkHeading, textX, top + 8, { width });
  doc.font('Helvetica').fontSize(10).fillColor(PDF_MUTED).text(t.checkHint, { width });
  // Under the code at the page's full width, so the address does not break where a reader would type a hyphen.
  doc.x = PDF_MARGIN;
  doc.y = Math.max(doc.y, top + QR_SIZE) + 8;
  doc.font('Courier').fontSize(8).fillColor(PDF_INK).text(checkUrl, { link: checkUrl }).moveDown(1);
}
