import { execFileSync } from 'node:child_process';

// When DATABASE_URL names a PostgreSQL server, each e2e run gets its own fresh database on it
// (made synchronously because Playwright loads its config synchronously), dropped in teardown.

const createOrDrop = `
const pg = require('pg');
const [serverUrl, statement] = process.argv.slice(1);
const client = new pg.Client({ connectionString: serverUrl });
client.connect().then(() => client.query(statement)).then(() => client.end(), (e) => { console.error(e.message); process.exit(1); });
`;

function run(serverUrl: string, statement: string) {
  execFileSync(process.execPath, ['-e', createOrDrop, serverUrl, statement], { stdio: 'inherit' });
}

export function e2eDatabaseUrl(): string | undefined {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  if (process.env.KUSASA_E2E_DATABASE_URL) return process.env.KUSASA_E2E_DATABASE_URL;
  const name = `kusasa_e2e_${Date.now().toString(36)}_${process.pid}`;
  run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.KUSASA_E2E_DATABASE_URL = url.toString();
  return url.toString();
}

export function dropE2eDatabase(): void {
  const serverUrl = process.env.DATABASE_URL;
  const url = process.env.KUSASA_E2E_DATABASE_URL;
  if (!serverUrl || !url) return;
  run(serverUrl, `drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
}
