import { requirementTexts } from '@kusasa/domain/catalogue-texts';
import { minMarkForLevel } from '@kusasa/domain/rules/nsc-levels';
import { type SubjectRequirement, subjectRequirementSchema } from '@kusasa/domain/schemas/aps';
import { z } from 'zod';

type Minimum = { minLevel?: number | undefined; minMark?: number | undefined };

function minimumText({ minLevel, minMark }: Minimum): string {
  if (minLevel !== undefined) return requirementTexts.level(minLevel, Math.max(minMarkForLevel(minLevel), minMark ?? 0));
  if (minMark !== undefined) return requirementTexts.mark(minMark);
  return requirementTexts.taken;
}

/** 'Mathematics: level 5 (60% or more)'; alternatives joined with 'or'. */
export function requirementText(requirement: SubjectRequirement): string {
  if ('anyOf' in requirement) return requirementTexts.either(requirement.anyOf.map((option) => `${option.subject}: ${minimumText(option)}`));
  const subjects = Array.isArray(requirement.subject) ? requirement.subject.join(' or ') : requirement.subject;
  return `${subjects}: ${minimumText(requirement)}`;
}

const requirementsSchema = z.array(subjectRequirementSchema);

/** The catalogue sends requirements untyped; anything the rules cannot read is left out. */
export function readRequirements(value: readonly unknown[]): SubjectRequirement[] {
  const parsed = requirementsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
