import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import { COUNSELOR_NOT_APPROVED, COUNSELOR_NOT_LINKED, counselorAccountTexts } from '@kusasa/domain/counselor-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { Caseload, CaseloadLearner, caseloadQuerySchema } from '@kusasa/domain/schemas/counselors/caseload';
import type { CounselorNote, NewNote } from '@kusasa/domain/schemas/counselors/common';
import type { z } from 'zod';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import type { CounselorApprovalPort, CurrentLink, LearnerFactsPort, LinksPort } from './caseload-ports.ts';
import { byDeadline, itemOf, learnerOf, matches } from './caseload-view.ts';
import { createCaseloadRepo, type NoteRow } from './caseload.repo.ts';

export const CASELOAD_PAGE_SIZE = 20;

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'notify' | 'users'> {
  links: LinksPort;
  approval: CounselorApprovalPort;
  learners: LearnerFactsPort;
}

// A counselor's caseload (issue 29): only an approved counselor, only learners whose link is in
// force at the moment of the request, and of each only the parts the learner chose to share.
export function createCaseloadService({ db, clock, notify, users, links, approval, learners }: Deps) {
  const repo = createCaseloadRepo(db);
  const today = () => isoCalendarDateIn(clock());

  async function approved(counselorId: string) {
    if (!(await approval.isApproved(counselorId))) {
      throw new AppError('FORBIDDEN', counselorAccountTexts.notApproved, undefined, { extra: { reason: COUNSELOR_NOT_APPROVED } });
    }
  }

  /** The link in force today; none (never linked, revoked, ended) is a 403 whatever the learner id. */
  async function linked(counselorId: string, learnerId: string): Promise<CurrentLink> {
    await approved(counselorId);
    const link = await links.currentLink(counselorId, learnerId, today());
    if (!link) throw new AppError('FORBIDDEN', t.learnerNotLinked, undefined, { extra: { reason: COUNSELOR_NOT_LINKED } });
    return link;
  }

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

  return {
    async caseload(counselorId: string, query: z.output<typeof caseloadQuerySchema>): Promise<Caseload> {
      await approved(counselorId);
      const day = today();
      const current = await links.currentLinks(counselorId, day);
      const overviews = await learners.overviews(
        current.map((link) => link.learnerId),
        day,
      );
      const items = current
        .map((link) => itemOf(link, overviews.get(link.learnerId)!, null))
        .filter((item) => matches(item, query))
        .sort(byDeadline);
      const { page } = query;
      const shown = items.slice((page - 1) * CASELOAD_PAGE_SIZE, page * CASELOAD_PAGE_SIZE);
      // The journey step is read only for the learners shown, and only for those who share it.
      const steps = await learners.journeySteps(shown.filter((item) => item.scopes.includes('journey')).map((item) => item.learnerId));
      return {
        learners: shown.map((item) => ({ ...item, journeyStep: item.scopes.includes('journey') ? (steps.get(item.learnerId) ?? null) : null })),
        total: items.length,
        page,
        pageSize: CASELOAD_PAGE_SIZE,
      };
    },

    async learner(counselorId: string, learnerId: string): Promise<CaseloadLearner> {
      const link = await linked(counselorId, learnerId);
      const [facts, notes] = await Promise.all([learners.facts([learnerId], today()), repo.notesOf(counselorId, learnerId)]);
      return learnerOf(link, facts.get(learnerId)!, await notesOf(notes));
    },

    /** A note to the learner (they are told and see it on their Counselor page) or private to its writer. */
    async addNote(counselorId: string, learnerId: string, { body, visibility }: NewNote): Promise<{ note: CounselorNote }> {
      await linked(counselorId, learnerId);
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
  };
}

export type CaseloadService = ReturnType<typeof createCaseloadService>;
