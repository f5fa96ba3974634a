import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Reads only: a write keeps PGlite's own path, with its notices and blob handling. */
const READ = /^\s*(select|with)\b/i;
/** PostgreSQL's answer when a kept plan's columns changed under it (a migration): plan again. */
const PLAN_CHANGED = '0A000';

interface KeptStatement {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite's `query` plans every statement anew (it uses the unnamed statement), and planning is
 * most of a hot read's cost there: the dashboard's one statement plans in 2.6-9 ms and runs in
 * 0.3 ms (bench:api). This keeps each parameterised read as a named prepared statement, as
 * node-postgres does for Drizzle's `.prepare(name)` on a server, so PostgreSQL can reuse its
 * plan. Transactions keep PGlite's own path (they run through the transaction object, not
 * `query`). At most `limit` statements are kept, the least recently used closed first.
 */
export function keepReadPlans(client: PGlite, { limit = 256 }: { limit?: number } = {}): void {
  const kept = new Map<string, KeptStatement>();
  let sequence = 0;
  const planEachTime = client.query.bind(client);

  async function prepare(text: string, options: QueryOptions | undefined): Promise<KeptStatement> {
    const name = `kusasa_read_${++sequence}`;
    try {
      await client.execProtocol(serialize.parse({ name, text, types: options?.paramTypes }), { syncToFs: false });
      const described = await client.execProtocol(serialize.describe({ type: 'S', name }), { syncToFs: false });
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
      kept.set(text, statement);
      await evictBeyondLimit();
      return statement;
    } finally {
      await client.execProtocol(serialize.sync(), { syncToFs: false });
    }
  }

  async function evictBeyondLimit() {
    for (const [text, statement] of kept) {
      if (kept.size <= limit) return;
      kept.delete(text);
      await client.execProtocol(serialize.close({ type: 'S', name: statement.name }), { syncToFs: false });
    }
  }

  async function forget(text: string) {
    const statement = kept.get(text);
    if (!statement) return;
    kept.delete(text);
    await client.execProtocol(concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync()), { syncToFs: false });
  }

  function serializeParams(params: unknown[], paramTypes: number[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      if (serializer) return serializer(value);
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return value.toString();
      return JSON.stringify(value);
    });
  }

  async function runKept<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last: eviction takes from the front.
      kept.delete(text);
      kept.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = serializeParams(params, statement.paramTypes, options);
    const { messages } = await client.execProtocol(
      concat(serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (params.length === 0 || options?.blob || !READ.test(text)) return planEachTime<T>(text, params, options);
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runKept<T>(text, params, options)));
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
      await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => forget(text)));
      return planEachTime<T>(text, params, options);
    }
  };
}

function concat(...messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}
