import './node20-polyfill.ts';

// pdf.js takes ownership of (detaches) the buffer it is given, so each call gets its own copy.
const copy = (bytes: Uint8Array) => new Uint8Array(bytes);
// unpdf (pdf.js) is loaded with the first PDF read, not at start (issue 33).
const unpdf = () => import('unpdf');

/** The text layer of every page, joined; empty for a scanned PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText } = await unpdf();
  const { text } = await extractText(copy(bytes), { mergePages: true });
  return text;
}

/** Page 1 as a PNG, twice the PDF's size so OCR has enough pixels. */
export async function renderFirstPage(bytes: Uint8Array, scale = 2): Promise<Uint8Array> {
  const { renderPageAsImage } = await unpdf();
  const png = await renderPageAsImage(copy(bytes), 1, { canvasImport: () => import('@napi-rs/canvas'), scale });
  return new Uint8Array(png);
}
