import { z } from 'zod';
import { commentSchema } from './application.ts';

// Colleagues' comments on an application: the institution's own, never shown to the learner.

export const COMMENT_MAX_LENGTH = 2000;

export const commentInputSchema = z.object({ body: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentCreatedSchema = commentSchema;
