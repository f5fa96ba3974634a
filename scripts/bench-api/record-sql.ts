import pg from 'pg';
import type { RecordedStatement } from './bare-server.ts';

// Records the statements node-postgres sends while `act` runs in this process (Kusasa built
// in-process on the same database), so the bare server can replay exactly the same SQL.

export async function recordStatements(act: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  // The prototype's own method, restored afterwards; it is always called with its client as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = pg.Client.prototype.query;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      // drizzle passes (config, params): the values come second.
      recorded.push({ text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof original;
  try {
    await act();
  } finally {
    pg.Client.prototype.query = original;
  }
  // The values must survive JSON: dates as ISO strings, as node-postgres would send them.
  return recorded.map((statement) => ({
    text: statement.text,
    values: statement.values.map((value) => (value instanceof Date ? value.toISOString() : value)),
  }));
}
