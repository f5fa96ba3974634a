import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { Database } from '../apps/api/src/db/database.ts';
import { DataDirLockedError, lockDataDir } from '../apps/api/src/db/data-dir-lock.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedReferenceCatalogue } from '../apps/api/src/features/catalogue/catalogue.seed.ts';
import { DEMO_COUNSELOR_EMAIL, DEMO_INSTITUTION_EMAIL, DEMO_NSFAS_EMAIL, DEMO_PASSWORD, seedDemoAccounts } from '../apps/api/src/core/users/demo-accounts.ts';
import { linkDemoInstitution } from '../apps/api/src/features/institution-accounts/demo-institution.ts';
import { approveDemoNsfas } from '../apps/api/src/features/nsfas-accounts/demo-nsfas.ts';
import { approveDemoCounselor } from '../apps/api/src/features/counselor-accounts/demo-counselor.ts';
import { createUsersService, operatorAccountSchema } from '../apps/api/src/core/users/users.service.ts';
import { AppError } from '../apps/api/src/http/app-error.ts';
import { backup, BackupError, restore } from './backup.ts';

// Operator commands. Each opens the configured database (taking the data-dir lock, so it
// refuses to run beside a server on the same embedded database), migrates, acts, closes.

const USAGE = `Usage:
  npm run cli -- create-admin --email EMAIL --password PASSWORD [--name "Full Name"]
  npm run cli -- seed-demo
  npm run cli -- backup --to FOLDER      (with the server stopped, or on PostgreSQL)
  npm run cli -- restore --from FOLDER   (onto a fresh DATA_DIR / empty database)`;

class UsageError extends Error {}

type Action = (db: Database) => Promise<string>;

// Each command checks its arguments before any database is opened, so bad input writes nothing.
const commands: Record<string, (args: string[]) => Action> = {
  'create-admin': (args) => {
    const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } }, strict: true });
    if (!values.email || !values.password) throw new UsageError('create-admin needs --email and --password');
    const parsed = operatorAccountSchema.safeParse({ email: values.email, password: values.password, fullName: values.name });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
    return async (db) => {
      const result = await createUsersService(db).ensureAccount({ ...parsed.data, userType: 'admin' });
      return result.action === 'created'
        ? `Created admin ${parsed.data.email}.`
        : `${parsed.data.email} already existed: it is now an admin and its password was updated.`;
    };
  },
  'seed-demo': (args) => {
    if (args.length > 0) throw new UsageError(`seed-demo takes no arguments (got ${args.join(' ')})`);
    return async (db) => {
      await seedReferenceCatalogue(db);
      const accounts = await seedDemoAccounts(db);
      const lines = accounts.map((a) => `  ${a.userType.padEnd(12)} ${a.email.padEnd(32)} ${a.action}`);
      const institution = await linkDemoInstitution(db, DEMO_INSTITUTION_EMAIL);
      const linked = institution ? `\nThe institution account leads ${institution}.` : '';
      const staff = (await approveDemoNsfas(db, DEMO_NSFAS_EMAIL)) ? '\nThe NSFAS account is approved.' : '';
      const code = await approveDemoCounselor(db, DEMO_COUNSELOR_EMAIL);
      const counselor = code ? `\nThe counselor account is approved; learners link with the code ${code}.` : '';
      return `Demo accounts (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}${linked}${staff}${counselor}`;
    };
  },
};

// Backup and restore open the database themselves (a dump of the data directory, or pg_dump).
const folderCommands: Record<string, { option: string; act: typeof backup | typeof restore; done: string }> = {
  backup: { option: 'to', act: backup, done: 'Backed up' },
  restore: { option: 'from', act: restore, done: 'Restored' },
};

async function runFolderCommand(name: string, args: string[]): Promise<number> {
  const spec = folderCommands[name];
  if (!spec) return 2;
  const { values } = parseArgs({ args, options: { [spec.option]: { type: 'string' } }, strict: true });
  const folder = values[spec.option];
  if (typeof folder !== 'string' || !folder) throw new UsageError(`${name} needs --${spec.option} FOLDER`);
  const manifest = await spec.act(loadConfig(), folder);
  process.stdout.write(`${spec.done} the ${manifest.database} database and ${manifest.files} stored files (${folder}).\n`);
  return 0;
}

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name && Object.hasOwn(folderCommands, name)) return runFolderCommand(name, args);
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Unknown command: ${name}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const action = command(args);
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? lockDataDir(config.dataDir) : undefined;
  const handle = await openDatabase(config.database);
  try {
    await migrateDatabase(handle);
    process.stdout.write(`${await action(handle.db)}\n`);
    return 0;
  } finally {
    await handle.close();
    lock?.release();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof BackupError ||
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError;
    const isArgError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`kusasa: ${(error as Error).message}${error instanceof UsageError || isArgError ? `\n${USAGE}` : ''}\n`);
    process.exit(known || isArgError ? 2 : 1);
  },
);
