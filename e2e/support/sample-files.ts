import { PDFDocument, StandardFonts } from 'pdf-lib';

// Sample documents for e2e uploads, made the way the API tests make theirs
// (apps/api/src/adapters/document-reader/sample-files.ts): a one-page PDF whose lines are a real
// text layer, which the server's automatic verification reads.

const FONT_SIZE = 14;
const LINE_HEIGHT = 1.8;

/** A one-page PDF with these lines of text, the page just tall enough for them. */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const height = Math.ceil(30 + lines.length * FONT_SIZE * LINE_HEIGHT);
  const page = pdf.addPage([460, height]);
  lines.forEach((line, i) => page.drawText(line, { x: 20, y: height - 15 - (i + 0.8) * FONT_SIZE * LINE_HEIGHT, size: FONT_SIZE, font }));
  return Buffer.from(await pdf.save());
}

/** A PDF file for Playwright's setInputFiles. */
export async function pdfFile(name: string, lines: string[]) {
  return { name, mimeType: 'application/pdf', buffer: await textPdf(lines) };
}
