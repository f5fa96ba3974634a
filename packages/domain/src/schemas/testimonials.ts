import { z } from 'zod';
import { TESTIMONIAL_CONTEXT_MAX_LENGTH, TESTIMONIAL_NAME_MAX_LENGTH, TESTIMONIAL_STATUSES, TESTIMONIAL_STORY_MAX_LENGTH } from '../rules/testimonials.ts';
import { testimonialTexts as t } from '../testimonial-texts.ts';
import { fillText } from '../texts.ts';

export const testimonialStatusSchema = z.enum(TESTIMONIAL_STATUSES);

export const testimonialInputSchema = z.object({
  displayName: z.string({ error: t.nameRequired }).trim().min(1, { error: t.nameRequired }).max(TESTIMONIAL_NAME_MAX_LENGTH),
  context: z.string({ error: t.contextRequired }).trim().min(1, { error: t.contextRequired }).max(TESTIMONIAL_CONTEXT_MAX_LENGTH),
  story: z
    .string({ error: t.storyRequired })
    .trim()
    .min(1, { error: t.storyRequired })
    .max(TESTIMONIAL_STORY_MAX_LENGTH, { error: fillText(t.storyTooLong, { max: String(TESTIMONIAL_STORY_MAX_LENGTH) }) }),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** A story as the public page shows it: the learner's chosen name and context, never their account. */
export const publicTestimonialSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  context: z.string(),
  story: z.string(),
  approvedAt: z.iso.datetime(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export const publicTestimonialListSchema = z.object({ testimonials: z.array(publicTestimonialSchema) });

export const ownTestimonialSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  context: z.string(),
  story: z.string(),
  status: testimonialStatusSchema,
  createdAt: z.iso.datetime(),
});
export type OwnTestimonial = z.infer<typeof ownTestimonialSchema>;
/** The signed-in learner's story, and whether they may share one (after submitting an application). */
export const myTestimonialSchema = z.object({ eligible: z.boolean(), testimonial: ownTestimonialSchema.nullable() });
export type MyTestimonial = z.infer<typeof myTestimonialSchema>;

export const adminTestimonialSchema = ownTestimonialSchema.extend({ reviewedAt: z.iso.datetime().nullable() });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialListSchema = z.object({ testimonials: z.array(adminTestimonialSchema) });
export const testimonialListQuerySchema = z.object({ status: testimonialStatusSchema.default('pending') });
export const testimonialIdParamsSchema = z.object({ id: z.uuid({ error: t.notFound }) });
export const testimonialReviewSchema = z.object({ status: z.enum(['approved', 'rejected']) });
