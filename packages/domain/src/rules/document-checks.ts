import { documentTexts } from '../document-texts.ts';
import type { DocumentType, ExtractedFields, ValidationResult, VerificationResult } from '../schemas/documents.ts';
import { findDates, monthsBefore } from './document-dates.ts';
import { extractSubjects } from './document-subjects.ts';

// Automatic document checks on text already read from the file (PDF text layer or OCR). Pure, so
// the rules are tested without files; the API reads the text and stores the result.

export interface DocumentCheckInput {
  documentType: DocumentType;
  text: string;
  /** How sure the reader is of the text, 0..1 (OCR confidence; a PDF text layer is near 1). */
  readConfidence: number;
  learner: { idNumber: string | null; fullName: string | null };
  now: Date;
}

export type DocumentCheckOutcome = Omit<VerificationResult, 'processingTimeMs'>;

/** Fewer readable characters than this and the file counts as unreadable. */
const MIN_READABLE_CHARACTERS = 12;
export const MIN_RESULT_SUBJECTS = 6;
export const PROOF_OF_RESIDENCE_MAX_AGE_MONTHS = 3;
const reasons = documentTexts.reasons;

/**
 * The wizard's four documents are checked automatically. The PDF attached to an application has
 * no rule to check it against, so it stays pending for whoever reviews the application.
 */
export const AUTO_CHECKED_DOCUMENT_TYPES: readonly DocumentType[] = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results'];
export const isAutoChecked = (documentType: DocumentType) => AUTO_CHECKED_DOCUMENT_TYPES.includes(documentType);

export function checkDocument(input: DocumentCheckInput): DocumentCheckOutcome {
  const readable = input.text.replace(/\s+/g, '').length >= MIN_READABLE_CHARACTERS;
  if (!readable) {
    return outcome('request_resubmission', 0, [{ check: 'readable', passed: false, message: reasons.unreadable }], reasons.unreadable, {});
  }
  switch (input.documentType) {
    case 'idDocument':
      return checkIdDocument(input);
    case 'grade11Results':
    case 'grade12Results':
      return checkResults(input);
    case 'proofOfResidence':
      return checkProofOfResidence(input);
    case 'applicationDocument':
    case 'fundingDocument':
      return outcome('pending', input.readConfidence, [{ check: 'readable', passed: true, message: 'The document is readable' }], null, {});
  }
}

function outcome(
  status: VerificationResult['status'],
  confidence: number,
  validationResults: ValidationResult[],
  failureReason: string | null,
  extractedFields: ExtractedFields,
): DocumentCheckOutcome {
  return { status, confidence: Math.round(clamp01(confidence) * 100) / 100, validationResults, failureReason, extractedFields };
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

// ----- ID document -----

/** 13-digit runs, allowing the spaces an ID book prints ('800101 5009 087'). */
export function findIdNumbers(text: string): string[] {
  const runs = text.match(/\d[\d ]{11,20}\d/g) ?? [];
  return runs.flatMap((run) => run.replace(/ /g, '').match(/\d{13}/g) ?? []);
}

function checkIdDocument(input: DocumentCheckInput): DocumentCheckOutcome {
  const found = findIdNumbers(input.text);
  const expected = input.learner.idNumber;
  if (!expected) {
    return outcome(
      'pending',
      input.readConfidence,
      [{ check: 'idNumber', passed: false, message: reasons.noProfileIdNumber }],
      reasons.noProfileIdNumber,
      found[0] ? { idNumber: found[0] } : {},
    );
  }
  const matches = found.includes(expected) || input.text.replace(/\D/g, '').includes(expected);
  const name = nameCheck(input.text, input.learner.fullName);
  const results: ValidationResult[] = [
    { check: 'idNumber', passed: matches, message: matches ? 'The ID number matches your profile' : reasons.idMismatch },
    name,
  ];
  const extracted: ExtractedFields = { ...(matches ? { idNumber: expected } : found[0] ? { idNumber: found[0] } : {}) };
  if (!matches) return outcome('request_resubmission', input.readConfidence * 0.5, results, reasons.idMismatch, extracted);
  // The name is a supporting check: OCR often garbles names, so a miss lowers confidence only.
  return outcome('approved', input.readConfidence * (name.passed ? 1 : 0.85), results, null, extracted);
}

// ----- Names -----

/** The surname (last word of the profile name) must appear; every other name raises confidence. */
function nameCheck(text: string, fullName: string | null): ValidationResult {
  const words = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 1);
  const surname = words.at(-1);
  if (!surname) return { check: 'name', passed: false, message: 'No name in your profile to compare with' };
  const passed = containsWord(text, surname);
  return { check: 'name', passed, message: passed ? 'Your name appears on the document' : reasons.residenceName };
}

const containsWord = (text: string, word: string) => normalise(text).includes(normalise(word));
const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');

// ----- Results -----

function checkResults(input: DocumentCheckInput): DocumentCheckOutcome {
  const subjects = extractSubjects(input.text);
  const complete = subjects.length >= MIN_RESULT_SUBJECTS;
  const incomplete = reasons.resultsIncomplete(subjects.length);
  const results: ValidationResult[] = [
    { check: 'subjects', passed: complete, message: complete ? `Found ${subjects.length} subjects with marks` : incomplete },
  ];
  const extracted: ExtractedFields = subjects.length > 0 ? { subjects } : {};
  if (!complete) return outcome('request_resubmission', input.readConfidence * 0.5, results, incomplete, extracted);
  return outcome('approved', input.readConfidence, results, null, extracted);
}

// ----- Proof of residence -----

const DAY_MS = 86_400_000;
const hasAddress = (text: string) =>
  /\b\d{4}\b/.test(text.replace(/\b(19|20)\d{2}\b/g, '')) ||
  /\b(street|st|road|rd|avenue|ave|drive|dr|lane|crescent|close|way|suburb|township|village|section|extension|ext|p\.?o\.? box|private bag)\b/i.test(text);

function checkProofOfResidence(input: DocumentCheckInput): DocumentCheckOutcome {
  // The latest date that is not in the future is the statement or bill date.
  const latest = findDates(input.text)
    .filter((d) => d.getTime() <= input.now.getTime() + DAY_MS)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const recent = latest !== undefined && latest.getTime() >= monthsBefore(input.now, PROOF_OF_RESIDENCE_MAX_AGE_MONTHS).getTime();
  const name = nameCheck(input.text, input.learner.fullName);
  const address = hasAddress(input.text);
  const dateMessage = latest === undefined ? reasons.residenceNoDate : recent ? 'The document is dated within the last 3 months' : reasons.residenceOutdated;
  const results: ValidationResult[] = [
    { check: 'date', passed: recent, message: dateMessage },
    name,
    { check: 'address', passed: address, message: address ? 'An address appears on the document' : reasons.residenceNoAddress },
  ];
  const extracted: ExtractedFields = {
    ...(latest ? { documentDate: latest.toISOString().slice(0, 10) } : {}),
    ...(name.passed && input.learner.fullName ? { fullName: input.learner.fullName } : {}),
  };
  const passedShare = results.filter((r) => r.passed).length / results.length;
  if (latest !== undefined && !recent) return outcome('rejected', input.readConfidence * passedShare, results, reasons.residenceOutdated, extracted);
  const failed = results.find((r) => !r.passed);
  if (failed) return outcome('request_resubmission', input.readConfidence * passedShare, results, failed.message, extracted);
  return outcome('approved', input.readConfidence, results, null, extracted);
}

// ----- Guidance shown with a failure reason (seed 8: by keyword) -----

export type GuidanceKey = keyof typeof documentTexts.guidance;

export function guidanceKeyFor(failureReason: string | null): GuidanceKey {
  const reason = (failureReason ?? '').toLowerCase();
  if (reason.includes('id number')) return 'idNumber';
  if (reason.includes('outdated')) return 'outdated';
  if (reason.includes('address')) return 'address';
  if (/clear|blurry|quality|could not be read/.test(reason)) return 'quality';
  if (/incomplete|missing/.test(reason)) return 'incomplete';
  if (/format|file type/.test(reason)) return 'format';
  return 'general';
}

export function guidanceFor(failureReason: string | null): string {
  return documentTexts.guidance[guidanceKeyFor(failureReason)];
}

/** The confidence as a whole percent for display ('Verified with 92% confidence'). */
export const confidencePercent = (confidence: number) => Math.round(clamp01(confidence) * 100);
