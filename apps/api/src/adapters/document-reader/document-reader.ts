// Reads the text of an uploaded document for the automatic checks: a PDF's text layer, or OCR of an
// image (and of a scanned PDF, whose text layer is empty).

export interface ReadText {
  text: string;
  /** How sure the reader is, 0..1: OCR's mean confidence, near 1 for a PDF text layer. */
  confidence: number;
  source: 'pdf-text' | 'ocr';
}

export interface DocumentReader {
  read(bytes: Uint8Array, mimeType: string): Promise<ReadText>;
  /** Frees the OCR engine, if one was started. */
  close(): Promise<void>;
}
