import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

// The floor Kusasa is measured against: a bare node:http server that runs, for each path, the
// very statements Kusasa ran for that request (recorded by bench-api.ts) on the same database
// with a pool of the same size, and answers the last result as JSON. No framework, no checks.

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

const [, , port, scriptFile, databaseUrl] = process.argv;
const scripts = JSON.parse(readFileSync(scriptFile ?? '', 'utf8')) as Record<string, RecordedStatement[]>;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const server = createServer((request, response) => {
  const statements = scripts[(request.url ?? '').split('?')[0] ?? ''];
  if (!statements) {
    response.writeHead(404).end();
    return;
  }
  void (async () => {
    let rows: unknown[] = [];
    for (const statement of statements) rows = (await pool.query(statement.text, statement.values)).rows;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
  })().catch((error: unknown) => {
    process.stderr.write(`bare server: ${(error as Error).message}\n`);
    response.writeHead(500).end();
  });
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
// Requests still running a multi-statement script when the load stops would hit an ended pool and
// print errors after the measurement; the process just exits once the listener is closed.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
