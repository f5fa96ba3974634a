import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { createAuditService } from '../core/audit/audit.service.ts';
import { createUsersService } from '../core/users/users.service.ts';

// Other features' real services for a test that builds one service by hand (as an area would):
// a feature's test never imports another feature's values itself.

export const usersServiceFor = (db: Database) => createUsersService(db);
export const auditServiceFor = (db: Database, clock: () => Date, log: FastifyBaseLogger) => createAuditService(db, clock, log);
