import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { assistantDailyUsage, assistantExchanges } from '../../db/schema/assistant.ts';

// Thandi's rows about one person, for the POPIA download: their questions and answers (with any
// feedback) and how many questions they asked per day. Both go with the users row (ON DELETE CASCADE).

export function createAssistantDataRepo(db: Executor) {
  return {
    exchangesOf: (userId: string) =>
      db
        .select({
          id: assistantExchanges.id,
          question: assistantExchanges.question,
          answer: assistantExchanges.answer,
          kind: assistantExchanges.kind,
          intent: assistantExchanges.intent,
          sources: assistantExchanges.sources,
          provider: assistantExchanges.provider,
          stopped: assistantExchanges.stopped,
          helpful: assistantExchanges.helpful,
          feedbackAt: assistantExchanges.feedbackAt,
          createdAt: assistantExchanges.createdAt,
        })
        .from(assistantExchanges)
        .where(eq(assistantExchanges.userId, userId))
        .orderBy(asc(assistantExchanges.createdAt)),
    dailyUsageOf: (userId: string) =>
      db
        .select({ day: assistantDailyUsage.day, used: assistantDailyUsage.used })
        .from(assistantDailyUsage)
        .where(eq(assistantDailyUsage.userId, userId))
        .orderBy(asc(assistantDailyUsage.day)),
  };
}
