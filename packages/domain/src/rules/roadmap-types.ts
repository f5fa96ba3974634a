import type { PlanId } from './plan-data.ts';

// The roadmap's facts and answer as plain types (issue 31, decision 0423); the rule is in ./roadmap.ts
// and the schemas in ../schemas/roadmap.ts.

export const ROADMAP_PLAN: PlanId = 'pro-ai';

export const ROADMAP_TASK_KINDS = [
  'take-assessment',
  'save-marks',
  'upload-document',
  'funding-questionnaire',
  'resubmit-application',
  'submit-application',
  'funding-document',
  'apply-nsfas',
  'consider-programme',
  'interview-practice',
] as const;
export type RoadmapTaskKind = (typeof ROADMAP_TASK_KINDS)[number];

export interface RoadmapTask {
  /** Stable across reads: the same fact keeps its id. */
  id: string;
  kind: RoadmapTaskKind;
  title: string;
  /** The date it must be done by (a closing date), or null when none is known. */
  dueOn: string | null;
  done: boolean;
  /** Where to act in Kusasa (a web path). */
  link: string;
}

export interface RoadmapWeek {
  /** 1 is the seven days from today. */
  number: number;
  startsOn: string;
  endsOn: string;
  tasks: RoadmapTask[];
}

export interface RoadmapApplication {
  id: string;
  status: string;
  programmeId: string | null;
  programmeName: string | null;
  institutionName: string | null;
  /** The date applications close (the late date once only that is still open); null when unknown. */
  closesOn: string | null;
}

export interface RoadmapFacts {
  assessment: { taken: boolean; suggestions: { programmeId: string; programmeName: string; institutionName: string }[] };
  marksSaved: boolean;
  documents: { idDocument: boolean; results: boolean };
  applications: RoadmapApplication[];
  funding: {
    questionnaireDone: boolean;
    /** NSFAS is unlikely on the learner's answers: no NSFAS steps. */
    unlikely: boolean;
    checklist: { item: string; label: string; done: boolean }[];
    nsfasApplied: boolean;
    nsfasOpensOn: string | null;
    nsfasClosesOn: string | null;
  };
}
