import { z } from 'zod';
import { apsPackById } from '../rules/aps.ts';
import { apsPackIdSchema, minApsForSubjectSchema, subjectRequirementSchema } from './aps.ts';

// The shape of apps/api/src/features/catalogue/seed/institutions/<slug>.json: one reviewed file per
// institution with its programmes, intakes and the sources they were taken from. Requirements change
// every year, so every fact names its source and the day it was checked; a fact nobody published is
// null (shown as "not published"), never guessed.

export const QUALIFICATION_TYPES = ['bachelor', 'diploma', 'higher_certificate', 'national_certificate_vocational', 'nated', 'other'] as const;
export const qualificationTypeSchema = z.enum(QUALIFICATION_TYPES);

export const STUDY_MODES = ['full_time', 'part_time', 'distance'] as const;
export const studyModeSchema = z.enum(STUDY_MODES);

export const SEED_CONFIDENCE = ['high', 'medium', 'low'] as const;

/** School grade a TVET programme asks for (NC(V) Level 2 takes Grade 9; N4 takes Grade 12). */
export const ENTRY_GRADES = [9, 10, 11, 12] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const isoDate = z.iso.date();
const rand = z.number().nonnegative().max(1_000_000);

export const catalogueSourceSchema = z.strictObject({
  id: slug,
  /** As the document or page titles itself: 'University of Limpopo Undergraduate Prospectus 2027'. */
  title: z.string().min(3),
  /** The intake year the document is for, where it says. */
  year: z.number().int().min(2015).max(2035).nullable(),
  url: z.url({ protocol: /^https?$/ }),
  /** 'institution': the institution's own prospectus or page; 'guide': a third party restating it. */
  kind: z.enum(['institution', 'guide']),
  checkedOn: isoDate,
});
export type CatalogueSource = z.infer<typeof catalogueSourceSchema>;

export const intakeSeedSchema = z
  .strictObject({
    year: z.number().int().min(2020).max(2035),
    /** 'First-year undergraduate', 'Trimester 1', 'Semester 2'. */
    name: z.string().min(2),
    opensOn: isoDate.nullable(),
    closesOn: isoDate.nullable(),
    lateClosesOn: isoDate.nullable(),
    lateRules: z.string().min(1).nullable(),
    /** 0 where the institution says there is no fee; null where it does not say. */
    applicationFeeRand: rand.nullable(),
    sourceId: slug,
  })
  .refine((intake) => !intake.opensOn || !intake.closesOn || intake.opensOn <= intake.closesOn, {
    error: 'closesOn is before opensOn',
    path: ['closesOn'],
  })
  .refine((intake) => !intake.closesOn || !intake.lateClosesOn || intake.closesOn <= intake.lateClosesOn, {
    error: 'lateClosesOn is before closesOn',
    path: ['lateClosesOn'],
  });
export type IntakeSeed = z.infer<typeof intakeSeedSchema>;

const apsWithinPack = (pack: string, value: number) => value <= (apsPackById(pack)?.maxScore ?? 0);

export const programmeSeedSchema = z
  .strictObject({
    /** Stable id for idempotent seeding, e.g. 'wits-bcom'. */
    slug,
    name: z.string().min(3),
    code: z.string().min(1).nullable(),
    faculty: z.string().min(1).nullable(),
    campus: z.string().min(1).nullable(),
    qualificationType: qualificationTypeSchema,
    studyMode: studyModeSchema,
    nqfLevel: z.number().int().min(1).max(10).nullable(),
    durationYears: z.number().positive().max(7).nullable(),
    /** On the scale of the programme's rule pack; null where none is published. */
    minAps: z.number().int().nonnegative().nullable(),
    apsPackId: apsPackIdSchema,
    subjectMinimums: z.array(subjectRequirementSchema),
    /** A different minimum for learners offering a subject (NMU: by Mathematics or Mathematical Literacy). */
    minApsBySubject: z.array(minApsForSubjectSchema).default([]),
    entryGrade: z.union(ENTRY_GRADES.map((grade) => z.literal(grade))).nullable(),
    /** Requirements the structured fields cannot express, shown as published. */
    otherRequirements: z.string().min(1).nullable(),
    intakeYear: z.number().int().min(2000).max(2100).nullable(),
    /** A programme that closes before its intake (selection programmes such as Medicine). */
    closesOn: isoDate.nullable(),
    /** Published tuition for a year of study, where the source gives one. */
    tuitionFeeRand: rand.nullable(),
    sourceId: slug,
    confidence: z.enum(SEED_CONFIDENCE),
    notes: z.string().min(1).nullable(),
  })
  .refine((programme) => programme.minAps === null || apsWithinPack(programme.apsPackId, programme.minAps), {
    error: 'minAps is above the maximum of the rule pack',
    path: ['minAps'],
  })
  .refine((programme) => programme.minApsBySubject.every((entry) => apsWithinPack(programme.apsPackId, entry.minAps)), {
    error: 'a minimum in minApsBySubject is above the maximum of the rule pack',
    path: ['minApsBySubject'],
  });
export type ProgrammeSeed = z.infer<typeof programmeSeedSchema>;

export const institutionSeedFileSchema = z
  .strictObject({
    institutionSlug: slug,
    /** Where a learner applies directly: the institution's own application page. */
    applyUrl: z.url({ protocol: /^https?$/ }).nullable(),
    /** How the institution scores applicants, where it differs from the common APS, as published. */
    apsRuleNote: z.string().min(1).nullable(),
    sources: z.array(catalogueSourceSchema).min(1),
    intakes: z.array(intakeSeedSchema),
    programmes: z.array(programmeSeedSchema),
    /** Why there are no programmes: required exactly when programmes is empty. */
    programmesNotPublished: z.string().min(10).nullable(),
  })
  .refine((file) => (file.programmes.length === 0) === (file.programmesNotPublished !== null), {
    error: 'give programmes, or programmesNotPublished with the reason, not both',
    path: ['programmesNotPublished'],
  })
  .refine((file) => [...file.intakes, ...file.programmes].every((row) => file.sources.some((source) => source.id === row.sourceId)), {
    error: 'a sourceId does not name one of the sources',
    path: ['sources'],
  });
export type InstitutionSeedFile = z.infer<typeof institutionSeedFileSchema>;
