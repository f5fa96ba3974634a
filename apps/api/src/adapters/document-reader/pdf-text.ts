import './node20-polyfill.ts';
import { extractText, renderPageAsImage } from 'unpdf';

// pdf.js takes ownership of (detaches) the buffer it is given, so each call gets its own copy.
const copy = (bytes: Uint8Array) => new Uint8Array(bytes);

/** The text layer of every page, joined; empty for a scanned PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(copy(bytes), { mergePages: true });
  return text;
}

/** Page 1 as a PNG, twice the PDF's size so OCR has enough pixels. */
export async function renderFirstPage(bytes: Uint8Array, scale = 2): Promise<Uint8Array> {
  const png = await renderPageAsImage(copy(bytes), 1, { canvasImport: () => import('@napi-rs/canvas'), scale });
  return new Uint8Array(png);
}
