import { createHash, randomBytes } from 'node:crypto';
import { southAfricanToday } from '@kusasa/domain/rules/deadlines';
import type { CalendarFeed, Deadline, DeadlineList } from '@kusasa/domain/schemas/deadlines';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { buildDeadlines } from './deadline-builder.ts';
import type { DeadlineSources } from './deadlines-ports.ts';
import { createDeadlinesRepo } from './deadlines.repo.ts';
import { renderIcs } from './ics.ts';

type Deps = Pick<Kernel, 'db' | 'clock'> & { sources: DeadlineSources; publicUrl: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const institutionLink = (slug: string) => `/institutions/${slug}`;

// A learner's deadlines (issue 30): their applications' closing dates, NSFAS windows and their
// certified copies' expiry, nearest first in SA time; and their private, revocable calendar feed.
export function createDeadlinesService({ db, clock, sources, publicUrl }: Deps) {
  const repo = createDeadlinesRepo(db);
  const feedUrl = (token: string) => new URL(`/api/calendar/${token}.ics`, publicUrl).href;

  /** Adds, to each closed draft's date, the other institutions still open in its faculty and TVET colleges' intakes. */
  async function withAlternatives(deadlines: Deadline[], faculties: Map<string, string | null>, today: string): Promise<Deadline[]> {
    const reads = new Map<string, ReturnType<DeadlineSources['stillOpen']>>();
    const alternativesFor = (deadline: Deadline) => {
      const faculty = faculties.get(deadline.programme?.id ?? '') ?? null;
      const key = `${faculty ?? ''}|${deadline.institution?.id ?? ''}`;
      if (!reads.has(key)) reads.set(key, sources.stillOpen(faculty, today, deadline.institution ? [deadline.institution.id] : []));
      return reads.get(key)!;
    };
    return Promise.all(
      deadlines.map(async (deadline) => {
        if (!deadline.afterClosing || deadline.afterClosing.lateUntil) return deadline;
        const { elsewhere, tvet } = await alternativesFor(deadline);
        const toAlternative = (row: (typeof elsewhere)[number]) => ({
          institutionName: row.institutionName,
          what: row.what,
          closesOn: row.closesOn,
          link: institutionLink(row.slug),
        });
        return { ...deadline, afterClosing: { ...deadline.afterClosing, openElsewhere: elsewhere.map(toAlternative), tvetIntakes: tvet.map(toAlternative) } };
      }),
    );
  }

  async function list(userId: string): Promise<DeadlineList> {
    const today = southAfricanToday(clock());
    const [applications, hasGrade12Results, cycles, funding] = await Promise.all([
      sources.applicationsOf(userId, today),
      sources.hasGrade12Results(userId),
      sources.cycles(today),
      sources.funding(userId),
    ]);
    const ids = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];
    const { programmes, intakes } = await sources.datesOf(ids(applications.map((row) => row.institutionId)), ids(applications.map((row) => row.programId)));
    const deadlines = buildDeadlines({ applications, hasGrade12Results, programmes, intakes, cycles, funding }, today);
    const faculties = new Map(programmes.map((row) => [row.id, row.faculty]));
    return { today, deadlines: await withAlternatives(deadlines, faculties, today) };
  }

  return {
    list,

    /** Whether a feed is live (its address is not kept: only shown when made). */
    async feed(userId: string): Promise<CalendarFeed> {
      const live = await repo.liveFeedOf(userId);
      return { url: null, createdAt: live?.createdAt.toISOString() ?? null };
    },

    /** A new private address; the old one (if any) stops working in the same transaction. */
    async makeFeed(userId: string): Promise<CalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.transaction(async (tx) => {
        const inTx = createDeadlinesRepo(tx);
        await inTx.revokeAll(userId, now);
        await inTx.insert(userId, hashOf(token), now);
      });
      return { url: feedUrl(token), createdAt: now.toISOString() };
    },

    async revokeFeed(userId: string): Promise<CalendarFeed> {
      await repo.revokeAll(userId, clock());
      return { url: null, createdAt: null };
    },

    /** The feed's calendar; a revoked or unknown token is 404, whoever asks. */
    async calendar(token: string): Promise<string> {
      const userId = await repo.ownerOf(hashOf(token));
      if (!userId) throw new AppError('NOT_FOUND', 'Not Found');
      const { deadlines } = await list(userId);
      return renderIcs(deadlines, { publicUrl, uidDomain: new URL(publicUrl).hostname, now: clock() });
    },
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;
