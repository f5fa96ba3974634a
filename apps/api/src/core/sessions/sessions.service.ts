import { createHash, randomBytes } from 'node:crypto';
import { parseUserType } from '@kusasa/domain/rules/roles';
import { REMEMBER_ME_MINUTES } from '@kusasa/domain/rules/sessions';
import type { SessionUser } from '@kusasa/domain/schemas/auth';
import type { Database, Executor } from '../../db/database.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SessionCache } from './session-cache.ts';
import { createSessionsRepo, type FoundSession } from './sessions.repo.ts';

export interface StartedSession {
  /** Goes into the cookie and nowhere else; the database keeps only its SHA-256. */
  token: string;
  expiresAt: Date;
  remember: boolean;
}

export type ResolvedSession = { status: 'active'; sessionId: string; expiresAt: Date; user: SessionUser } | { status: 'unknown' } | { status: 'expired' };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// Recording when a session was last used costs a write; once every few minutes is plenty.
const TOUCH_EVERY_MS = 5 * 60_000;

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsService(
  db: Database,
  clock: () => Date,
  {
    ttlMinutes,
    users,
    cache,
  }: {
    ttlMinutes: number;
    users: Pick<UsersService, 'sessionUsers'>;
    /** The embedded server's kept reads (decision 0387). */ cache?: SessionCache<FoundSession>;
  },
) {
  const repo = createSessionsRepo(db);
  const sessionUsers = users.sessionUsers();
  return {
    /** A new session with a new id, ending `ttlMinutes` (or 7 days when remembered) after now. */
    async start(userId: string, options: { remember: boolean; ip?: string; userAgent?: string }): Promise<StartedSession> {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const minutes = options.remember ? REMEMBER_ME_MINUTES : ttlMinutes;
      const expiresAt = new Date(now.getTime() + minutes * 60_000);
      await repo.deleteExpiredForUser(userId, now);
      await repo.insert({
        id: sessionIdOf(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        remember: options.remember,
        ip: options.ip ?? null,
        userAgent: options.userAgent?.slice(0, 512) ?? null,
      });
      return { token, expiresAt, remember: options.remember };
    },

    /**
     * `consumeExpired` deletes an expired session once it is reported. Only the session endpoint
     * does so: other requests (a background stream, a query) must not use up the one
     * SESSION_EXPIRED answer that makes the browser say 'Session Expired'.
     */
    async resolve(token: string, { consumeExpired = true }: { consumeExpired?: boolean } = {}): Promise<ResolvedSession> {
      if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
      const id = sessionIdOf(token);
      const row = cache ? await cache.read(id, () => repo.find(id, sessionUsers)) : await repo.find(id, sessionUsers);
      if (!row) return { status: 'unknown' };
      const now = clock();
      if (row.expiresAt <= now) {
        if (consumeExpired) await repo.delete(id);
        return { status: 'expired' };
      }
      const { user } = row;
      if (!user) return { status: 'unknown' };
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(id, now);
      return {
        status: 'active',
        sessionId: id,
        expiresAt: row.expiresAt,
        user: {
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          userType: parseUserType(user.userType),
          isVerified: user.idVerified,
          profileStatus: user.profileStatus,
          trackingId: user.trackingId,
        },
      };
    },

    async end(token: string) {
      if (TOKEN_PATTERN.test(token)) await repo.delete(sessionIdOf(token));
    },

    /** Signs the user out everywhere; `executor` lets a password change do it in its own transaction. */
    endAllForUser: (userId: string, executor: Executor = db) => createSessionsRepo(executor).deleteForUser(userId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
