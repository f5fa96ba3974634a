import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

// Tesseract must never download: the English LSTM data comes from @tesseract.js-data/eng, read from
// disk (langPath a plain directory, gzip), and nothing is cached into the working directory.
const LANG_PATH = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** A worker holds 150-200 MB; it is let go after this long without work. */
const IDLE_MS = 5 * 60_000;

export interface OcrEngine {
  recognize(image: Uint8Array): Promise<{ text: string; confidence: number }>;
  terminate(): Promise<void>;
}

/** One worker, started on first use and reused; jobs queue inside it. */
export function createOcrEngine({ idleMs = IDLE_MS }: { idleMs?: number } = {}): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;

  // Without an errorHandler tesseract.js also throws a job's failure (an unreadable image) from the
  // worker's message handler, an uncaught exception; the rejected recognize() already carries it.
  // tesseract.js itself is loaded with the first worker, not at start (issue 33: most processes never read a scan).
  const start = async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    return createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none', errorHandler: () => undefined });
  };

  async function terminate() {
    clearTimeout(idle);
    const current = worker;
    worker = undefined;
    if (current) await (await current).terminate();
  }

  return {
    async recognize(image) {
      clearTimeout(idle);
      worker ??= start();
      try {
        const { data } = await (await worker).recognize(Buffer.from(image));
        return { text: data.text, confidence: data.confidence / 100 };
      } finally {
        idle = setTimeout(() => void terminate().catch(() => undefined), idleMs);
        idle.unref();
      }
    },
    terminate,
  };
}
