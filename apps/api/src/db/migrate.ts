import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// The same committed SQL folder runs on PGlite and on PostgreSQL; drizzle records applied
// migrations in drizzle.__drizzle_migrations, so a second run is a no-op.
// `folder` is for tests that migrate part of the way (a copy of the folder with a shorter journal).
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}
