import type { Executor } from '../../db/database.ts';
import { notFoundEvents } from '../../db/schema/telemetry.ts';

export function createTelemetryRepo(db: Executor) {
  return {
    async recordNotFound(event: { path: string; referrer?: string; requestId: string }) {
      await db.insert(notFoundEvents).values(event);
    },
  };
}
