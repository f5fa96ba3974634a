import { southAfricanToday } from '@kusasa/domain/rules/deadlines';
import { buildRoadmap, ROADMAP_PLAN } from '@kusasa/domain/rules/roadmap';
import { roadmapTexts } from '@kusasa/domain/roadmap-texts';
import type { Roadmap } from '@kusasa/domain/schemas/roadmap';
import type { Kernel } from '../../core/kernel.ts';
import { applicationFacts, documentFacts, fundingFacts } from './roadmap-facts.ts';
import type { RoadmapSources } from './roadmap-ports.ts';

type Deps = Pick<Kernel, 'clock' | 'plans'> & { sources: RoadmapSources };

// The personalised roadmap (issue 31, Pro + AI; decision 0423): the learner's facts from their
// owners, planned week by week by the domain's rule. Nothing is stored: every read is today's.
export function createRoadmapService({ clock, plans, sources }: Deps) {
  return {
    async of(userId: string): Promise<Roadmap> {
      await plans.requireFeature(userId, ROADMAP_PLAN, roadmapTexts.planRequired);
      const today = southAfricanToday(clock());
      const [deadlines, applications, marksSaved, documents, funding, assessment] = await Promise.all([
        sources.deadlines(userId),
        sources.applicationsOf(userId, today),
        sources.marksSaved(userId),
        sources.documentsOf(userId),
        sources.funding(userId),
        sources.assessmentOf(userId),
      ]);
      const suggestions = (assessment?.programmes ?? []).map((row) => ({ programmeId: row.id, programmeName: row.name, institutionName: row.institutionName }));
      const facts = {
        assessment: { taken: assessment !== null, suggestions },
        marksSaved,
        documents: documentFacts(documents),
        applications: applicationFacts(applications, deadlines),
        funding: fundingFacts(funding),
      };
      return buildRoadmap(facts, today);
    },
  };
}

export type RoadmapService = ReturnType<typeof createRoadmapService>;
