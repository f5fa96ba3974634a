import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { createAuditService } from '../features/audit/audit.service.ts';
import { createUsersService } from '../features/users/users.service.ts';

// Other features' real services for a test that builds one service by hand (as app.ts would):
// a feature's test never imports another feature's values itself.

export const usersServiceFor = (db: Database) => createUsersService(db);
export const auditServiceFor = (db: Database, clock: () => Date, log: FastifyBaseLogger) => createAuditService(db, clock, log);
