import { PARTNER_ACCOUNT_TYPES } from '@kusasa/domain/rules/partners';
import type { UserType } from '@kusasa/domain/rules/roles';

// The one table of who may do what. Every API route names a permission (route config
// `permission`); a route without one cannot be registered (http/access.ts), and anything
// not listed here is denied. Row ownership ("only their own") is checked by `can` with a
// resource, in the service that loads the row.

export type Rule =
  | { who: 'anyone' }
  | { who: 'signed-in' }
  | { who: 'types'; types: readonly UserType[] }
  /** Signed in, and either the resource's owner or an admin. */
  | { who: 'owner-or-admin' }
  /** No session: the route checks an institution API key (Authorization: Bearer) itself; a session never passes. */
  | { who: 'api-key' };

const anyone = { who: 'anyone' } as const;
const signedIn = { who: 'signed-in' } as const;
const ownerOrAdmin = { who: 'owner-or-admin' } as const;
const only = (...types: UserType[]) => ({ who: 'types', types }) as const;

export const POLICY = {
  'system:read': anyone,
  // Prometheus scraping: the route checks the METRICS_TOKEN bearer itself and exists only with one.
  'system:metrics': anyone,
  'telemetry:report': anyone,
  'catalogue:read': anyone,
  'identity:verify': anyone,
  'identity:retry': signedIn,
  'auth:sign-in': anyone,
  'auth:sign-out': anyone,
  'auth:register': anyone,
  'auth:password-reset': anyone,
  'auth:confirm-email': anyone,
  'auth:session': signedIn,
  'account:own': ownerOrAdmin,
  // POPIA: a user's own data only; the routes take no user id, so nobody reaches another's.
  'account:export': signedIn,
  'account:delete': signedIn,
  // Registered only outside production (areas/platform.ts), so in production the route does not exist.
  'dev:mailbox': anyone,
  'notifications:own': ownerOrAdmin,
  // The student journey (seed 001): a learner's own profile, documents, applications and
  // dashboard. The routes take no user id; services scope every query to the session's user.
  'profile:own': only('student'),
  'documents:own': only('student'),
  'applications:own': only('student'),
  // A branded application PDF's QR code (issue 31): whoever holds the paper checks it, no account;
  // the unguessable token is the permission and the answer says only "genuine, submitted on".
  'applications:check': anyone,
  'dashboard:own': only('student'),
  'guidance:use': signedIn,
  // Reading a stored file through its signed link: the signature is the permission.
  'documents:signed-read': anyone,
  // Plans and payments (seed 002). Routes take no user id or scope the payment to the session's
  // user. The ITN and the simulator's pages are called by the payment provider (or the browser on
  // its way through it): their signature is the permission. The simulator is registered only when
  // no PayFast credentials are set (areas/payments.ts).
  'payments:own': signedIn,
  'payments:notify': anyone,
  'payments:simulator': anyone,
  'subscription:own': signedIn,
  // Legal policies (seed 002 section 2): the PDFs and the Information Officer's contact details
  // are public; the announcement of changed policies and its acknowledgement are the user's own.
  'legal:read': anyone,
  'legal:own': signedIn,
  'admin:payments': only('admin'),
  'admin:users': only('admin'),
  'admin:audit': only('admin'),
  'admin:documents': only('admin'),
  // Every submitted application by institution and status (issue 25): read only, each look audited.
  'admin:applications': only('admin'),
  // Thandi (seed 001; issue 14). Asking needs a session (any account type; plans set the quota).
  // History and feedback routes take no user id: services scope every row to the session's user.
  // /faqs is public. AI Training is for admins.
  'assistant:use': signedIn,
  'assistant:own': signedIn,
  'assistant:faqs': anyone,
  'admin:assistant': only('admin'),
  // Contact Us (issue 14): anyone may write to support (rate limited); admins read and answer.
  'support:submit': anyone,
  'admin:support': only('admin'),
  // Learner stories (issue 14): approved ones are public; a student shares their own (after an
  // application, checked by the service); admins approve before a story shows.
  'testimonials:read': anyone,
  'testimonials:own': only('student'),
  'admin:testimonials': only('admin'),
  // The partner CRM (seed 002): records, payments, notes, tiers, analytics and inquiries.
  'admin:partners': only('admin'),
  // The partnership tiers and prices are public (the inquiry form, registration and checkout show them).
  'partners:tiers': anyone,
  // The public /partner-inquiry form: rate limited, with a signed form token and a honeypot.
  'partner-inquiries:submit': anyone,
  // The partner portal: an organisation's account registers its partner and pays for it. The
  // routes take no partner id: the service works on the partner the caller owns.
  'partner:portal': only(...PARTNER_ACCOUNT_TYPES),
  // The /partner-dashboard gate: owners read their own, admins any partner's (the service answers
  // 404 for another's, as for a made-up id; docs/decisions/0163).
  'partner:dashboard': only(...PARTNER_ACCOUNT_TYPES, 'admin'),
  // Sponsors (seed 002; issue 12). Learners ask for their own requests only; sponsors list open
  // requests (only what each learner shared), pay and read their own sponsorships; the routes take
  // no user id. Sponsor and allocation management is for admins.
  'sponsorships:own': only('student'),
  'sponsorships:fund': only('sponsor'),
  'admin:sponsors': only('admin'),
  // /institutions/dashboard: the institution account's own registration (the route takes no id).
  'institution:own': only('institution'),
  // The inbox and decisions (issue 25): the service answers 403 to an account no admin has linked
  // to an institution, 403 to a reviewer's decision, and 404 for another institution's application.
  'institution:applications': only('institution'),
  // /institutions/integrations (issue 25): API keys and the webhook; the service lets only the institution's lead in.
  'institution:integrations': only('institution'),
  // The versioned institution API (/api/v1/institution/...): the key names the institution and every row is scoped to it.
  'institution-api:key': { who: 'api-key' },
  // Issue 25: the institution's team, contact details, intakes and programmes. The routes take no
  // institution id: services scope every row to the caller's membership (kernel.institutionMembers),
  // reads for any member, changes for the lead; another institution's row answers 404.
  'institution:team': only('institution'),
  'institution:setup': only('institution'),
  // Accepting an invitation: any signed-in institution account holding the mailed link.
  'institution:join': only('institution'),
  // Admins review institution accounts: link one to a catalogue institution, or decline it.
  'admin:institution-accounts': only('admin'),
  // Issue 26: admins correct the catalogue (an institution's facts and programmes); every change audited.
  'admin:catalogue': only('admin'),
  // Funding readiness (issue 28). A learner's own pre-check, checklist, consents and appeals (the
  // routes take no user id). NSFAS windows are public. NSFAS staff: the service answers 403 until an
  // admin approves the account, and 404 for a learner who has not consented (or has revoked).
  'funding:own': only('student'),
  'funding:cycles': anyone,
  'nsfas:workspace': only('nsfas'),
  'admin:nsfas-accounts': only('admin'),
  'admin:funding': only('admin'),
  // A sponsor's own funding criteria and the consenting learners who fit them (no id number, contact or document).
  'sponsor:matches': only('sponsor'),
  // Counselors' caseloads (issue 29). A learner's own links (routes take no user id). A counselor's
  // workspace: the service answers 403 until an admin approves the account, and 403 for a learner
  // without a current link (revoked or past its end date) or outside the scopes the learner chose.
  'counselor-links:own': only('student'),
  'counselor:workspace': only('consultant'),
  'admin:counselor-accounts': only('admin'),
  // Document reviews (issue 31): a learner's own requests (routes take no user id); the review queue
  // for approved counselors (the service answers 403 until an admin approves) and admins. Only the
  // reviewer who took a request reads it, opens its document and answers it (the service checks).
  'document-reviews:own': only('student'),
  'document-reviews:review': only('consultant', 'admin'),
  // Bookable consultations (issue 31): a learner's own bookings (routes take no user id; another's
  // booking answers 404). Counselors publish slots under 'counselor:workspace' (approved only).
  'consultations:own': only('student'),
  // Application fees (issue 31, decision 0421): a learner's own fees and their payment; an
  // institution's statement (any member, scoped by kernel.institutionMembers); admins' payouts.
  'application-fees:own': only('student'),
  'institution:fees': only('institution'),
  'admin:fee-payouts': only('admin'),
  // Deadlines (issue 30): a learner's own dates and calendar-feed address; the ICS feed itself is
  // read by a phone's calendar with no session: its private token is the permission. WhatsApp's
  // webhooks are called by Meta: the X-Hub-Signature-256 (or the verify token) is the permission.
  'deadlines:own': only('student'),
  'deadlines:feed': anyone,
  // The roadmap and interview practice (issue 31): a learner's own (routes take no user id); the
  // service answers 403 PLAN_LIMIT below Pro + AI.
  'roadmap:own': only('student'),
  'messaging:webhook': anyone,
  'messaging:own': only('student'),
  // A learner under 18's guardian (issue 32): the learner's own record; the guardian has no
  // account, so the link's private token is the permission.
  'guardian-consent:own': only('student'),
  'guardian-consent:link': anyone,
  // Receipts (issue 31): any payer's own list and PDFs; the service lets an admin open any PDF.
  'receipts:own': signedIn,
  'admin:reminders': only('admin'),
  // The UI lock made real (decision 0170): the banner reads the lock on every page, signed in or not.
  'maintenance:status': anyone,
  'admin:maintenance': only('admin'),
  'admin:snapshots': only('admin'),
  'admin:system': only('admin'),
  'admin:analytics': only('admin'),
} as const satisfies Record<string, Rule>;
