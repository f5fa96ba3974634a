import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDocumentReader } from './local-document-reader.ts';
import { scannedPdf, textPdf, textPng } from './sample-files.ts';

// Real files through the real reader. OCR takes about half a second each, so there are few.
const reader = createLocalDocumentReader();
afterAll(() => reader.close());

const LINES = ['REPUBLIC OF SOUTH AFRICA', 'Mathematics 78%', 'ID Number 8001015009087'];

describe('createLocalDocumentReader', () => {
  it('reads the text layer of a PDF without OCR', async () => {
    const read = await reader.read(await textPdf(LINES), 'application/pdf');
    expect(read.source).toBe('pdf-text');
    expect(read.text).toContain('Mathematics 78%');
    expect(read.text).toContain('8001015009087');
  });

  it('reads a PNG with OCR', async () => {
    const read = await reader.read(await textPng(LINES), 'image/png');
    expect(read.source).toBe('ocr');
    expect(read.text).toContain('Mathematics 78%');
    expect(read.text).toContain('8001015009087');
    expect(read.confidence).toBeGreaterThan(0.7);
  });

  it('reads a scanned PDF by rendering page 1 and running OCR', async () => {
    const read = await reader.read(await scannedPdf(LINES), 'application/pdf');
    expect(read.source).toBe('ocr');
    expect(read.text).toContain('8001015009087');
  });
});
