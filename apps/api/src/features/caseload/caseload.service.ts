import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import type { Caseload, CaseloadItem, CaseloadLearner, caseloadQuerySchema } from '@kusasa/domain/schemas/counselors/caseload';
import type { CounselorNote, NewNote } from '@kusasa/domain/schemas/counselors/common';
import type { z } from 'zod';
import type { Kernel } from '../../core/kernel.ts';
import { createCaseloadAccess } from './caseload-access.ts';
import { createCaseloadExports } from './caseload-exports.ts';
import { createNudges } from './caseload-nudges.ts';
import type { CounselorApprovalPort, LearnerFactsPort, LinksPort } from './caseload-ports.ts';
import { byDeadline, itemOf, learnerOf, matches } from './caseload-view.ts';
import { createCaseloadRepo, type NoteRow } from './caseload.repo.ts';

export const CASELOAD_PAGE_SIZE = 20;

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'notify' | 'users' | 'throttle'> {
  links: LinksPort;
  approval: CounselorApprovalPort;
  learners: LearnerFactsPort;
}

// A counselor's caseload (issue 29): only an approved counselor, only learners whose link is in
// force at the moment of the request, and of each only the parts the learner chose to share.
// Reminders (caseload-nudges.ts), the CSV and the PDF summary (caseload-exports.ts) sit beside it.
export function createCaseloadService(deps: Deps) {
  const { db, clock, notify, users, links, learners } = deps;
  const repo = createCaseloadRepo(db);
  const access = createCaseloadAccess(deps);

  async function namesOf(ids: string[], executor?: Parameters<typeof users.summariesOf>[1]) {
    const found = ids.length === 0 ? [] : await users.summariesOf(ids, executor);
    return new Map(found.map((user) => [user.id, user.fullName]));
  }

  async function notesOf(rows: NoteRow[]): Promise<CounselorNote[]> {
    const names = await namesOf(rows.map((row) => row.counselorId));
    return rows.map((row) => ({
      id: row.id,
      body: row.body,
      visibility: row.visibility as CounselorNote['visibility'],
      counselorName: names.get(row.counselorId) ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Every linked learner, scopes applied, sorted by the next deadline; without the journey step (read only for those shown). */
  async function linkedItems(counselorId: string): Promise<CaseloadItem[]> {
    await access.approved(counselorId);
    const day = access.today();
    const current = await links.currentLinks(counselorId, day);
    const overviews = await learners.overviews(
      current.map((link) => link.learnerId),
      day,
    );
    return current.map((link) => itemOf(link, overviews.get(link.learnerId)!, null)).sort(byDeadline);
  }

  /** The journey step of each item, read only for the learners given, and only for those who share it. */
  async function withJourneySteps(items: CaseloadItem[]): Promise<CaseloadItem[]> {
    const sharing = (item: CaseloadItem) => item.scopes.includes('journey');
    const steps = await learners.journeySteps(items.filter(sharing).map((item) => item.learnerId));
    return items.map((item) => ({ ...item, journeyStep: sharing(item) ? (steps.get(item.learnerId) ?? null) : null }));
  }

  return {
    async caseload(counselorId: string, query: z.output<typeof caseloadQuerySchema>): Promise<Caseload> {
      const items = (await linkedItems(counselorId)).filter((item) => matches(item, query));
      const { page } = query;
      const shown = items.slice((page - 1) * CASELOAD_PAGE_SIZE, page * CASELOAD_PAGE_SIZE);
      return { learners: await withJourneySteps(shown), total: items.length, page, pageSize: CASELOAD_PAGE_SIZE };
    },

    async learner(counselorId: string, learnerId: string): Promise<CaseloadLearner> {
      const link = await access.linked(counselorId, learnerId);
      const [facts, notes] = await Promise.all([learners.facts([learnerId], access.today()), repo.notesOf(counselorId, learnerId)]);
      return learnerOf(link, facts.get(learnerId)!, await notesOf(notes));
    },

    /** A note to the learner (they are told and see it on their Counselor page) or private to its writer. */
    async addNote(counselorId: string, learnerId: string, { body, visibility }: NewNote): Promise<{ note: CounselorNote }> {
      await access.linked(counselorId, learnerId);
      const row = await db.transaction(async (tx) => {
        const inserted = await createCaseloadRepo(tx).insertNote({ counselorId, learnerId, body, visibility, createdAt: clock() });
        if (visibility === 'learner') {
          const name = (await namesOf([counselorId], tx)).get(counselorId) ?? null;
          await notify(learnerId, { title: t.noteNoticeTitle, message: t.noteNoticeMessage(name), type: 'general' }, tx);
        }
        return inserted;
      });
      const [note] = await notesOf([row]);
      return { note: note! };
    },

    /** The notes counselors wrote to the learner, newest first (for the learner's own links page); never a private one. */
    async notesFor(learnerId: string): Promise<CounselorNote[]> {
      return notesOf(await repo.notesTo(learnerId));
    },

    /** A reminder to several linked learners: all or nothing, at most 5 batches an hour. */
    nudge: createNudges({ ...deps, access }).nudge,

    ...createCaseloadExports({ ...deps, access, everyLearner: async (counselorId) => withJourneySteps(await linkedItems(counselorId)) }),
  };
}

export type CaseloadService = ReturnType<typeof createCaseloadService>;
