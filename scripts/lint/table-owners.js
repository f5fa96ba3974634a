// One owner per table (ARCHITECTURE.md, decisions 0110 and 0362), held by lint: only the owning
// feature imports a table's Drizzle schema; every other feature asks the owner's service, handed to it
// by its area. Type-only imports (a row type, an enum's type) are not access and stay allowed.
//
// To give a table an owner, add a line to TABLE_OWNERS: the schema file under db/schema/, the
// exported table name, and the folders (under apps/api/src) that may import it. A justified
// exception goes in TABLE_OWNER_EXCEPTIONS with the reason; it is listed in the lint message.
import { dirname, relative, resolve, sep } from 'node:path';

const API_SRC = resolve(import.meta.dirname, '../../apps/api/src');
const SCHEMA_DIR = resolve(API_SRC, 'db/schema');

/** schema file -> exported table -> folders (relative to apps/api/src) that may import it. */
export const TABLE_OWNERS = {
  'users.ts': { users: ['core/users'] },
  'plans.ts': { userPlans: ['core/plans'] },
  'payments.ts': { payments: ['features/payments'], transactions: ['features/payments'] },
  'admissions.ts': {
    applicationEvents: ['core/admissions'],
    applicationComments: ['features/institution-applications'],
  },
  'institution-staff.ts': { institutionMembers: ['core/institution-members'] },
  'funding.ts': {
    fundingReadiness: ['features/funding'],
    fundingChecklistDocuments: ['features/funding'],
    fundingConsents: ['features/funding'],
    fundingEvents: ['features/funding'],
    fundingAppeals: ['features/funding'],
    nsfasCycles: ['features/funding-cycles'],
    nsfasAccountReviews: ['features/nsfas-accounts'],
    sponsorFundingCriteria: ['features/sponsor-matches'],
    sponsorInvitations: ['features/sponsor-matches'],
  },
  'consultations.ts': {
    consultationSlots: ['features/consultations'],
    consultationBookings: ['features/consultations'],
    consultationRefunds: ['features/consultations'],
  },
  'counselors.ts': {
    counselorProfiles: ['features/counselor-accounts'],
    counselorAccountReviews: ['features/counselor-accounts'],
    counselorLinks: ['features/counselor-links'],
    counselorLinkEvents: ['features/counselor-links'],
    counselorInvitations: ['features/counselor-links'],
    counselorNotes: ['features/caseload'],
  },
  'identity.ts': { identityBureauChecks: ['features/identity'] },
  'guardian-consent.ts': { guardianConsents: ['core/guardian-consent'], guardianConsentEvents: ['core/guardian-consent'] },
  'document-reviews.ts': { documentReviews: ['features/document-reviews'] },
  'applications.ts': { applicationCheckTokens: ['features/applications'] },
  // Only the latest assessment's top areas; "Your data" downloads them (decision 0423).
  'career-assessments.ts': { careerAssessments: ['features/guidance', 'features/account-data'] },
  'receipts.ts': { receipts: ['features/receipts'], receiptCounter: ['features/receipts'] },
  'application-fees.ts': { institutionFeeLedger: ['features/application-fees'] },
  'messaging.ts': {
    calendarFeeds: ['features/deadlines'],
    messageChannels: ['core/messaging'],
    outboundMessages: ['core/messaging'],
  },
};

/** Code outside the owner that may still import a table, and why. */
export const TABLE_OWNER_EXCEPTIONS = [
  // The database layer builds the one Drizzle schema object from every table file.
  { folders: ['db'], tables: '*', why: 'the database layer assembles the schema' },
  // Tests arrange and inspect rows directly; what they test still goes through the owners.
  { folders: ['test'], tables: '*', why: 'shared test helpers arrange rows' },
  { files: /\.test\.ts$|\.test-support\.ts$/, tables: '*', why: 'tests arrange and inspect rows' },
];
// Not seen by this rule: admin analytics (decision 0171) aggregates over users, payments and the
// journey tables in raw SQL, read-only, one statement per figure; that is its design.
// POPIA export and erasure (features/account-data) reach users, plans, payments and email links
// through their services.

const posix = (path) => path.split(sep).join('/');
const inFolder = (file, folder) => file === folder || file.startsWith(`${folder}/`);

function exceptionFor(file, table) {
  return TABLE_OWNER_EXCEPTIONS.find(
    (entry) =>
      (entry.tables === '*' || entry.tables.includes(table)) &&
      ((entry.folders ?? []).some((folder) => inFolder(file, folder)) || (entry.files !== undefined && entry.files.test(file))),
  );
}

function ownedTablesOf(source, filename) {
  if (!source.startsWith('.')) return null;
  const target = resolve(dirname(filename), source);
  if (dirname(target) !== SCHEMA_DIR) return null;
  return TABLE_OWNERS[target.slice(SCHEMA_DIR.length + 1)] ?? null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owning feature imports a table (one owner per table).' },
    messages: {
      notOwner: "'{{table}}' belongs to {{owners}}: ask its service (handed over by its area) instead of importing the table.",
    },
    schema: [],
  },
  create(context) {
    const file = posix(relative(API_SRC, context.filename));
    if (file.startsWith('..')) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const owned = ownedTablesOf(node.source.value, context.filename);
        if (!owned) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
          // A namespace or default import reaches every table of the file.
          const tables = specifier.type === 'ImportSpecifier' ? [specifier.imported.name] : Object.keys(owned);
          for (const table of tables) {
            const owners = owned[table];
            if (!owners || owners.some((folder) => inFolder(file, folder)) || exceptionFor(file, table)) continue;
            context.report({ node: specifier, messageId: 'notOwner', data: { table, owners: owners.join(', ') } });
          }
        }
      },
    };
  },
};

export const tableOwnersPlugin = { rules: { 'table-owners': rule } };

/** The lint config holding the rule on the API's source. */
export function tableOwners(level = 'error') {
  return {
    files: ['apps/api/src/**/*.ts'],
    plugins: { kusasa: tableOwnersPlugin },
    rules: { 'kusasa/table-owners': level },
  };
}
