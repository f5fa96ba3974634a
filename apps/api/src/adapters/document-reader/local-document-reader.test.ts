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

  it('refuses an image it cannot read with a rejected promise, not an uncaught exception', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const broken = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      await expect(reader.read(broken, 'image/png')).rejects.toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
