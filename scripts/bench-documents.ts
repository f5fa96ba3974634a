import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { checkDocument, type DocumentCheckOutcome } from '@kusasa/domain/rules/document-checks';
import type { DocumentType, ExtractedFields } from '@kusasa/domain/schemas/documents';
import { createLocalDocumentReader } from '../apps/api/src/adapters/document-reader/local-document-reader.ts';
import { scannedPdf, textPdf, textPng } from '../apps/api/src/adapters/document-reader/sample-files.ts';
import { markdownTable, summarise, type CaseReport } from './bench-stats.ts';

// Times one document check end to end as the 'document.verify' job does it, minus storage and the
// database: the real reader (unpdf text layer, or tesseract.js OCR) then the domain rules. Every
// run must give the expected result; a wrong one makes the script exit 1. OCR runs in one worker,
// as in the API; its start-up is measured once, from the first OCR check.

const LEARNER = { idNumber: '8001015009087', fullName: 'Thando Mokoena' };
const NOW = new Date('2026-11-21T10:00:00Z');
const ID_LINES = ['REPUBLIC OF SOUTH AFRICA', 'IDENTITY DOCUMENT', 'Surname MOKOENA', 'Forenames THANDO', 'ID Number 8001015009087'];
const ID_FIELDS: ExtractedFields = { idNumber: LEARNER.idNumber };
const RESIDENCE_LINES = [
  'CITY OF JOHANNESBURG',
  'Municipal account',
  'Statement date 02/11/2026',
  'Account holder THANDO MOKOENA',
  '12 Vilakazi Street',
  'Orlando West 1804',
];
const RESIDENCE_FIELDS: ExtractedFields = { documentDate: '2026-11-02', fullName: LEARNER.fullName };
const SUBJECTS = [
  ['English Home Language', 72],
  ['Afrikaans First Additional Language', 65],
  ['Mathematics', 78],
  ['Physical Sciences', 69],
  ['Life Sciences', 74],
  ['Geography', 81],
  ['Accounting', 66],
  ['Life Orientation', 88],
] as const;
const RESULTS_LINES = ['NATIONAL SENIOR CERTIFICATE', 'Grade 12 results 2026', ...SUBJECTS.map(([name, mark]) => `${name} ${mark}%`)];
const RESULTS_FIELDS: ExtractedFields = { subjects: SUBJECTS.map(([name, mark]) => ({ name, mark })) };

interface Case {
  name: string;
  documentType: DocumentType;
  mimeType: string;
  bytes: Uint8Array;
  runs: number;
  expected: ExtractedFields;
}

const TEXT_RUNS = 20;
const OCR_RUNS = 10;
const cases: Case[] = [
  {
    name: 'ID document, text PDF',
    documentType: 'idDocument',
    mimeType: 'application/pdf',
    bytes: await textPdf(ID_LINES),
    runs: TEXT_RUNS,
    expected: ID_FIELDS,
  },
  {
    name: 'ID document, PNG photo (OCR)',
    documentType: 'idDocument',
    mimeType: 'image/png',
    bytes: await textPng(ID_LINES),
    runs: OCR_RUNS,
    expected: ID_FIELDS,
  },
  {
    name: 'Proof of residence, scanned PDF (render + OCR)',
    documentType: 'proofOfResidence',
    mimeType: 'application/pdf',
    bytes: await scannedPdf(RESIDENCE_LINES),
    runs: OCR_RUNS,
    expected: RESIDENCE_FIELDS,
  },
  {
    name: 'Grade 12 results, text PDF (8 subjects)',
    documentType: 'grade12Results',
    mimeType: 'application/pdf',
    bytes: await textPdf(RESULTS_LINES),
    runs: TEXT_RUNS,
    expected: RESULTS_FIELDS,
  },
];

const reader = createLocalDocumentReader();

async function checkOnce(c: Case): Promise<{ ms: number; outcome: DocumentCheckOutcome }> {
  const started = performance.now();
  const read = await reader.read(c.bytes, c.mimeType);
  const outcome = checkDocument({ documentType: c.documentType, text: read.text, readConfidence: read.confidence, learner: LEARNER, now: NOW });
  return { ms: performance.now() - started, outcome };
}

const isCorrect = (c: Case, outcome: DocumentCheckOutcome) => outcome.status === 'approved' && isDeepStrictEqual(outcome.extractedFields, c.expected);
const problems: string[] = [];
const noteIfWrong = (c: Case, outcome: DocumentCheckOutcome) => {
  if (!isCorrect(c, outcome))
    problems.push(`${c.name}: ${outcome.status}, ${outcome.failureReason ?? 'no reason'}, extracted ${JSON.stringify(outcome.extractedFields)}`);
};

// Warm-up, kept out of the samples: the first PDF check loads pdf.js and the first OCR check starts
// the worker (that one is reported as the start-up cost). Their results must be right too.
const ocrCase = cases[1] as Case;
const firstOcr = await checkOnce(ocrCase);
noteIfWrong(ocrCase, firstOcr.outcome);
for (const c of cases) if (c.mimeType === 'application/pdf') noteIfWrong(c, (await checkOnce(c)).outcome);

const reports: CaseReport[] = [];
for (const c of cases) {
  const samples: number[] = [];
  let correct = true;
  for (let i = 0; i < c.runs; i += 1) {
    const { ms, outcome } = await checkOnce(c);
    samples.push(ms);
    if (!isCorrect(c, outcome)) {
      correct = false;
      noteIfWrong(c, outcome);
    }
  }
  reports.push(summarise(c.name, samples, correct));
}
await reader.close();

const warmOcrMedian = reports.find((r) => r.name === ocrCase.name)?.medianMs ?? 0;
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${markdownTable(reports)}\n\n`);
process.stdout.write(
  `first OCR check (worker start-up + one check): ${firstOcr.ms.toFixed(0)} ms, so start-up ≈ ${(firstOcr.ms - warmOcrMedian).toFixed(0)} ms (once per worker)\n`,
);
process.stdout.write(`peak RSS: ${peakRssMb.toFixed(0)} MB\n`);

if (problems.length > 0) {
  process.stderr.write(`Wrong results:\n${[...new Set(problems)].map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}
