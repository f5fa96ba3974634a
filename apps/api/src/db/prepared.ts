import type { Executor } from './database.ts';

// Hot reads (the session behind every signed-in request, the dashboard, the learner's plan) are
// built once per database handle as prepared statements instead of on every call: building a
// query with Drizzle was a fifth of a dashboard request's CPU under load (bench:api). Each name
// is a PostgreSQL prepared statement, so names must be unique across the app.

const byExecutor = new WeakMap<Executor, Map<string, unknown>>();

export function prepared<Query>(executor: Executor, name: string, build: (executor: Executor, name: string) => Query): Query {
  let queries = byExecutor.get(executor);
  if (!queries) {
    queries = new Map();
    byExecutor.set(executor, queries);
  }
  let query = queries.get(name) as Query | undefined;
  if (query === undefined) {
    query = build(executor, name);
    queries.set(name, query);
  }
  return query;
}
