import { performance } from 'node:perf_hooks';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { createPlansService } from '../../apps/api/src/core/plans/plans.service.ts';
import { createUsersService } from '../../apps/api/src/core/users/users.service.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { createApplicationsRepo } from '../../apps/api/src/features/applications/applications.repo.ts';
import { byDeadline, itemOf, matches } from '../../apps/api/src/features/caseload/caseload-view.ts';
import { createLearnerFacts, type LearnerSources } from '../../apps/api/src/features/caseload/learner-facts.ts';
import { createCounselorLinksRepo } from '../../apps/api/src/features/counselor-links/counselor-links.repo.ts';
import { createDashboardService } from '../../apps/api/src/features/dashboard/dashboard.service.ts';
import { createDocumentsRepo } from '../../apps/api/src/features/documents/documents.repo.ts';
import { createFundingRepo } from '../../apps/api/src/features/funding/funding.repo.ts';
import { createProfileRepo } from '../../apps/api/src/features/profile/profile.repo.ts';
import { median, percentile } from '../bench-stats.ts';

// `--phases`: where the first caseload page's time goes, each read and step timed apart with the
// same repositories and functions the request uses (scripts/bench-caseload.ts).

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const notUsed = () => Promise.reject(new Error('not used by the caseload list'));

export async function phases(kind: string, database: DatabaseHandle, counselorId: string, runs = 30) {
  const { db } = database;
  const today = isoCalendarDateIn(new Date());
  const users = createUsersService(db);
  const dashboard = createDashboardService({ db, plans: createPlansService(db), users });
  const sources: LearnerSources = {
    namesOf: (ids) => users.summariesOf(ids),
    identityChecksOf: (ids) => users.identityChecksOf(ids),
    schoolsOf: (ids) => createProfileRepo(db).schoolsOf(ids),
    documentsOf: (ids) => createDocumentsRepo(db).statusesOf(ids),
    applicationsOf: (ids, day) => createApplicationsRepo(db).overviewOf(ids, day),
    fundingOutcomesOf: async (ids) => new Map((await createFundingRepo(db).readinessOf(ids)).map((row) => [row.userId, row.outcome as 'likely'])),
    journeyOf: async (id) => (await dashboard.forLearner(id).catch(() => null))?.journey ?? null,
    educationOf: notUsed,
    apsOf: notUsed,
    applicationEventsOf: notUsed,
    fundingEventsOf: notUsed,
  };
  const links = await createCounselorLinksRepo(db).currentLinks(counselorId, today);
  const current = links.map((link) => ({ learnerId: link.learnerId, scopes: link.scopes as never, endsOn: link.endsOn }));
  const ids = current.map((link) => link.learnerId);
  // The same rows, already read: what the list costs in JavaScript alone.
  const [names, schools, documents, applications, outcomes] = await Promise.all([
    sources.namesOf(ids),
    sources.schoolsOf(ids),
    sources.documentsOf(ids),
    sources.applicationsOf(ids, today),
    sources.fundingOutcomesOf(ids),
  ]);
  const inMemory = createLearnerFacts({
    ...sources,
    namesOf: () => Promise.resolve(names),
    schoolsOf: () => Promise.resolve(schools),
    documentsOf: () => Promise.resolve(documents),
    applicationsOf: () => Promise.resolve(applications),
    fundingOutcomesOf: () => Promise.resolve(outcomes),
  });
  const facts = createLearnerFacts(sources);
  const overviews = await inMemory.overviews(ids, today);
  const items = current.map((link) => itemOf(link, overviews.get(link.learnerId)!, null));
  const pageIds = [...items]
    .sort(byDeadline)
    .slice(0, 20)
    .map((item) => item.learnerId);

  const steps: [label: string, work: () => unknown][] = [
    ['links in force', () => createCounselorLinksRepo(db).currentLinks(counselorId, today)],
    [`names (${names.length} rows)`, () => sources.namesOf(ids)],
    [`schools (${schools.length} rows)`, () => sources.schoolsOf(ids)],
    [`documents (${documents.length} rows)`, () => sources.documentsOf(ids)],
    [`applications overview (${applications.length} rows)`, () => sources.applicationsOf(ids, today)],
    [`funding outcomes (${outcomes.size})`, () => sources.fundingOutcomesOf(ids)],
    ['the five reads together (overviews)', () => facts.overviews(ids, today)],
    ['overviews in JavaScript only', () => inMemory.overviews(ids, today)],
    ['items, filter and deadline sort', () => items.filter((item) => matches(item, {})).sort(byDeadline)],
    ['journey steps of the 20 shown', () => facts.journeySteps(pageIds)],
  ];
  const rows: string[] = [];
  for (const [label, work] of steps) {
    for (let i = 0; i < 3; i++) await work();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await work();
      samples.push(performance.now() - started);
    }
    rows.push(`| ${kind} | ${label} | ${runs} | ${ms(median(samples))} | ${ms(percentile(samples, 95))} |`);
  }
  console.log(`\n| database | first page, one step | runs | median ms | p95 ms |\n|---|---|---|---|---|\n${rows.join('\n')}`);
}
