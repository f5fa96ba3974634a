// The one way Kusasa makes PDFs (receipts, branded application PDFs): A4 pages of real text drawn
// with pdfkit, collected into a Buffer. Features draw; this owns the document's setup and colours.

export type PdfDocument = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  author: string;
  createdAt: Date;
}

export const PDF_MARGIN = 56;
export const PDF_INK = '#0f172a';
export const PDF_MUTED = '#475569';
/** Kusasa's emerald, as on the web app's buttons. */
export const PDF_BRAND = '#047857';

/** Draws with `draw` on a new A4 document and resolves to the finished file. */
export async function renderPdf(info: PdfInfo, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit takes most of a second to import.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: 'en-ZA',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A small bold label over its value: the layout every Kusasa PDF uses for its facts. */
export function labelledLine(doc: PdfDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_MUTED).text(label, { continued: false });
  doc.font('Helvetica').fontSize(11).fillColor(PDF_INK).text(value).moveDown(0.5);
}

/** A muted note in the body's font. */
export function note(doc: PdfDocument, text: string): void {
  doc.font('Helvetica').fontSize(10).fillColor(PDF_MUTED).text(text).moveDown(0.5);
}
