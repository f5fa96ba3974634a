import type { DocumentReader } from './document-reader.ts';
import { createOcrEngine, type OcrEngine } from './ocr.ts';
import { pdfText, renderFirstPage } from './pdf-text.ts';

/** A text layer shorter than this is treated as empty (a scan with a stray page number). */
const MIN_TEXT_LAYER = 12;
const TEXT_LAYER_CONFIDENCE = 0.98;

/** Reads documents in-process: unpdf for PDF text, tesseract.js for images and scanned PDFs. */
export function createLocalDocumentReader(ocr: OcrEngine = createOcrEngine()): DocumentReader {
  return {
    async read(bytes, mimeType) {
      if (mimeType === 'application/pdf') {
        const text = await pdfText(bytes);
        if (text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER) return { text, confidence: TEXT_LAYER_CONFIDENCE, source: 'pdf-text' };
        const page = await renderFirstPage(bytes);
        return { ...(await ocr.recognize(page)), source: 'ocr' };
      }
      return { ...(await ocr.recognize(bytes)), source: 'ocr' };
    },
    close: () => ocr.terminate(),
  };
}
