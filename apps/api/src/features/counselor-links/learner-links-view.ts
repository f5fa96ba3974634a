import { COUNSELOR_LINK_WORDING, defaultLinkEnd, linkIsCurrent, type CounselorScope } from '@kusasa/domain/rules/counselor-links';
import type { LearnerLinks } from '@kusasa/domain/schemas/counselors/links';
import { errorTexts } from '@kusasa/domain/texts';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import type { CounselorDirectory, NotesFor } from './counselor-links-ports.ts';
import type { CounselorLinksRepo } from './counselor-links.repo.ts';

interface Deps {
  repo: CounselorLinksRepo;
  users: Pick<Kernel['users'], 'summariesOf'>;
  counselors: Pick<CounselorDirectory, 'summariesOf'>;
  notesFor: NotesFor;
  today: () => string;
}

// The learner's page of counselor links: their links, invitations from approved counselors to
// their address, counselors' notes, and today's wording with a default end date.
export function createLearnerLinksView({ repo, users, counselors, notesFor, today }: Deps) {
  async function emailOf(learnerId: string): Promise<string> {
    const [user] = await users.summariesOf([learnerId]);
    if (!user) throw new AppError('NOT_FOUND', errorTexts.notFound);
    return user.email;
  }

  async function view(learnerId: string): Promise<LearnerLinks> {
    const day = today();
    const email = await emailOf(learnerId);
    const [links, invitations, notes] = await Promise.all([repo.linksOf(learnerId), repo.pendingInvitationsTo(email), notesFor(learnerId)]);
    const counselorsById = await counselors.summariesOf([...links.map((link) => link.counselorId), ...invitations.map((row) => row.counselorId)]);
    const summary = (id: string) => {
      const found = counselorsById.get(id);
      return { name: found?.name ?? null, school: found?.school ?? null };
    };
    return {
      links: links.map((link) => ({
        id: link.id,
        counselor: summary(link.counselorId),
        scopes: link.scopes as CounselorScope[],
        endsOn: link.endsOn,
        current: linkIsCurrent(link.endsOn, day),
        createdAt: link.createdAt.toISOString(),
      })),
      invitations: invitations
        .filter((row) => counselorsById.get(row.counselorId)?.approved)
        .map((row) => ({ id: row.id, counselor: summary(row.counselorId), createdAt: row.createdAt.toISOString() })),
      notes,
      wording: { version: COUNSELOR_LINK_WORDING.version, text: COUNSELOR_LINK_WORDING.text },
      defaultEndsOn: defaultLinkEnd(day),
    };
  }

  return { view, emailOf };
}
