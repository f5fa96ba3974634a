import { z } from 'zod';
import { APPLICATION_EVENT_TYPES } from '../../rules/admissions.ts';
import { applicationStatusSchema } from '../applications.ts';

// GET /api/applications/:id/timeline: the learner's own application's history, in their words.

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

export const learnerTimelineSchema = z.object({
  id: z.uuid(),
  status: applicationStatusSchema,
  statusLabel: z.string(),
  nextStep: z.string().nullable(),
  /** The institution's latest decision as the learner reads it. */
  decision: z.object({ reason: z.string().nullable(), note: z.string().nullable(), condition: z.string().nullable() }),
  canResubmit: z.boolean(),
  canWithdraw: z.boolean(),
  events: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(APPLICATION_EVENT_TYPES),
      title: z.string(),
      reason: z.string().nullable(),
      nextStep: z.string().nullable(),
      note: z.string().nullable(),
      condition: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type LearnerTimeline = z.infer<typeof learnerTimelineSchema>;
