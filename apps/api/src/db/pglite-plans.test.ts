import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepReadPlans } from './pglite-plans.ts';

describe('keepReadPlans', () => {
  let client: PGlite;
  const keptStatements = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table people (id uuid primary key, name text not null, born timestamptz, tags jsonb);
      insert into people values ('00000000-0000-4000-8000-000000000001', 'Thandi', '2008-03-01T00:00:00Z', '["a"]'), ('00000000-0000-4000-8000-000000000002', 'Sipho', null, null);
    `);
    keepReadPlans(client, { limit: 3 });
  });
  afterAll(() => client.close());

  it('answers a read as PGlite does, and keeps its statement for the next one', async () => {
    const text = 'select id, name, born, tags from people where id = $1';
    const first = await client.query(text, ['00000000-0000-4000-8000-000000000001']);
    expect(first.rows).toEqual([{ id: '00000000-0000-4000-8000-000000000001', name: 'Thandi', born: new Date('2008-03-01T00:00:00Z'), tags: ['a'] }]);
    expect(first.fields.map((field) => field.name)).toEqual(['id', 'name', 'born', 'tags']);
    const second = await client.query(text, ['00000000-0000-4000-8000-000000000002'], { rowMode: 'array' });
    expect(second.rows).toEqual([['00000000-0000-4000-8000-000000000002', 'Sipho', null, null]]);
    expect(await keptStatements()).toEqual([text]);
  });

  it('serialises parameters by their type, nulls included', async () => {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from people where born < $1 or (born is null and $2::text is null)', [
      new Date('2010-01-01T00:00:00Z'),
      null,
    ]);
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('keeps at most its limit, closing the least recently used', async () => {
    for (const n of [1, 2, 3, 4]) await client.query(`select $1::int + ${n} as total`, [n]);
    const kept = await keptStatements();
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain('select $1::int + 1 as total');
  });

  it('reports a failing read and stays usable', async () => {
    await expect(client.query('select 1 / $1::int as ratio', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('select nonsense from people where id = $1', ['x'])).rejects.toMatchObject({ code: '42703' });
    await expect(client.query('select name from people where id = $1', ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query('select name from people where id = $1', ['00000000-0000-4000-8000-000000000002'])).rows).toEqual([{ name: 'Sipho' }]);
  });

  it('plans again when a migration changes what a kept read returns', async () => {
    const text = 'select * from people where name = $1';
    expect((await client.query(text, ['Thandi'])).fields).toHaveLength(4);
    await client.exec('alter table people add column province text');
    expect((await client.query(text, ['Thandi'])).fields).toHaveLength(5);
    expect((await client.query(text, ['Thandi'])).fields).toHaveLength(5);
  });

  it('leaves writes, reads without parameters and transactions to PGlite', async () => {
    const before = await keptStatements();
    await client.query('update people set name = $1 where name = $1', ['Sipho']);
    await client.query('select count(*) from people');
    await client.transaction((tx) => tx.query('select name from people where name = $1', ['Thandi']));
    expect(await keptStatements()).toEqual(before);
  });

  it('waits for an open transaction instead of reading inside it', async () => {
    let release: () => void = () => {};
    let inserted: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into people (id, name) values ('00000000-0000-4000-8000-000000000009', 'Uncommitted')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    const read = client.query('select name from people where name = $1', ['Uncommitted']);
    // Time for the read to run, were it not waiting for the transaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await read).rows).toEqual([]);
  });
});
