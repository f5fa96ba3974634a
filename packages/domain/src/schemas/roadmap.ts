import { z } from 'zod';
import { INTERVIEW_FIELDS } from '../rules/interview-practice.ts';
import { ROADMAP_TASK_KINDS, type RoadmapTask, type RoadmapWeek } from '../rules/roadmap.ts';

/*
 * The personalised roadmap and interview practice (issue 31; Pro + AI, decision 0423). Dates are
 * South African calendar days ('YYYY-MM-DD'). Below Pro + AI both answer 403 PLAN_LIMIT with
 * {upgradeUrl: '/pricing', requiredPlan: 'pro-ai'}.
 *
 * LEARNER (student; routes take no user id)
 * GET /api/roadmap             roadmapSchema: the weeks with something to do, from today to the last date that matters
 * GET /api/interview-practice  ?application=<uuid> | ?field=<field>: interviewPracticeSchema (the learner's
 *                              applications to choose from, the chosen field and its questions; an application
 *                              that is not the learner's is 404)
 */

const calendarDay = z.iso.date();

export const roadmapTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(ROADMAP_TASK_KINDS),
  title: z.string(),
  dueOn: calendarDay.nullable(),
  done: z.boolean(),
  link: z.string(),
});

export const roadmapWeekSchema = z.object({
  number: z.int().positive(),
  startsOn: calendarDay,
  endsOn: calendarDay,
  tasks: z.array(roadmapTaskSchema),
});

export const roadmapSchema = z.object({
  today: calendarDay,
  /** The last date a task is due by; null when no date is known yet. */
  lastDate: calendarDay.nullable(),
  weeks: z.array(roadmapWeekSchema),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

// The rule's plain types and these schemas must describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [Same<z.infer<typeof roadmapTaskSchema>, RoadmapTask>, Same<z.infer<typeof roadmapWeekSchema>, RoadmapWeek>] = [true, true];
void agree;

export const interviewFieldSchema = z.enum(INTERVIEW_FIELDS);

export const interviewPracticeQuerySchema = z.object({
  application: z.uuid().optional(),
  field: interviewFieldSchema.optional(),
});
export type InterviewPracticeQuery = z.infer<typeof interviewPracticeQuerySchema>;

export const interviewPracticeSchema = z.object({
  /** The learner's applications with a programme, each with the field its questions come from. */
  applications: z.array(z.object({ id: z.uuid(), programmeName: z.string(), institutionName: z.string(), field: interviewFieldSchema })),
  /** Every field, to choose another. */
  fields: z.array(z.object({ field: interviewFieldSchema, name: z.string() })),
  selected: z.object({ field: interviewFieldSchema, name: z.string(), applicationId: z.uuid().nullable() }),
  questions: z.array(z.object({ question: z.string(), tip: z.string() })),
});
export type InterviewPractice = z.infer<typeof interviewPracticeSchema>;
