import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderFirstPage } from './pdf-text.ts';

// Real sample documents for tests, made without system fonts: pdf-lib writes PDFs with a standard
// font, and an image is a rendering of such a PDF's first page.

const LINE_HEIGHT = 1.8;
// A page just big enough for the lines: OCR time grows with the pixels, and tests run many.
const pageSize = (lines: string[], fontSize: number): [number, number] => [460, Math.ceil(30 + lines.length * fontSize * LINE_HEIGHT)];

/** A one-page PDF with these lines of text (a text layer, as a digital statement has). */
export async function textPdf(lines: string[], fontSize = 14): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [width, height] = pageSize(lines, fontSize);
  const page = pdf.addPage([width, height]);
  lines.forEach((line, i) => page.drawText(line, { x: 20, y: height - 15 - (i + 0.8) * fontSize * LINE_HEIGHT, size: fontSize, font }));
  return pdf.save();
}

/** A PNG photo-like image of the lines: the text PDF rendered to pixels. */
export async function textPng(lines: string[]): Promise<Uint8Array> {
  return renderFirstPage(await textPdf(lines), 2);
}

/** A scanned PDF: the lines only as an image, with no text layer. */
export async function scannedPdf(lines: string[]): Promise<Uint8Array> {
  const png = await textPng(lines);
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const [width, height] = pageSize(lines, 14);
  const page = pdf.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}
