import type { DeadlineList } from '@kusasa/domain/schemas/deadlines';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';

// What the roadmap reads from its neighbours (issue 31); areas/roadmap.ts wires them from the
// deadlines (closing dates, late dates included), the journey (applications, marks, documents,
// the latest Career Assessment) and funding readiness.

export interface RoadmapApplicationRow {
  id: string;
  status: string;
  programId: string | null;
  programName: string | null;
  institutionName: string | null;
}

export interface RoadmapSources {
  deadlines(userId: string): Promise<DeadlineList>;
  applicationsOf(userId: string, today: string): Promise<RoadmapApplicationRow[]>;
  /** Whether the learner saved marks an APS can be worked out from. */
  marksSaved(userId: string): Promise<boolean>;
  documentsOf(userId: string): Promise<{ documentType: string; verificationStatus: string }[]>;
  funding(userId: string): Promise<Pick<FundingReadiness, 'assessment' | 'checklist' | 'nsfas' | 'cycle'>>;
  /** The latest Career Assessment's matching programmes; null when none was taken. */
  assessmentOf(userId: string): Promise<{ programmes: { id: string; name: string; institutionName: string }[] } | null>;
}
