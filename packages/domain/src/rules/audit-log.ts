import { toCsv, type CsvValue } from './csv.ts';

// The audit log (system_error_logs) as the Admin Activity Log screen and its export show it
// (seed 000 sections 2, 3 and 5). Pure functions so the web app and the API read rows alike.

export const AUDIT_CATEGORIES = ['ADMIN_ACTION', 'SECURITY'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

/** Badge colours of the activity log: critical red, error orange, warning yellow, info blue. */
export const SEVERITY_COLOURS = { critical: 'red', error: 'orange', warning: 'yellow', info: 'blue' } as const satisfies Record<AuditSeverity, string>;

export function severityColour(severity: string): (typeof SEVERITY_COLOURS)[AuditSeverity] {
  return (SEVERITY_COLOURS as Record<string, (typeof SEVERITY_COLOURS)[AuditSeverity]>)[severity] ?? SEVERITY_COLOURS.info;
}

export const AUDIT_LOG_LIMIT = { default: 100, recentActivity: 50, max: 500 } as const;
export const AUDIT_LOG_EXPORT_FILENAME = 'admin-activity-log.csv';
export const AUDIT_LOG_CSV_HEADERS = ['Timestamp', 'Action', 'Message', 'Component', 'Severity', 'TargetType', 'TargetID', 'AdminID', 'Reason'] as const;
/** Shown, and exported, when an entry has no admin id. */
export const SYSTEM_ACTOR = 'System';
/** Ids on screen are cut to this many characters; the export keeps them whole. */
export const SHORT_ID_LENGTH = 8;

/** The fields of an audit entry these rules read; the API's entries have them. */
export interface AuditEntryLike {
  occurredAt: string | Date;
  action: string | null;
  message: string;
  component: string | null;
  severity: string;
  details: Record<string, unknown>;
}

export interface AuditTarget {
  targetType: string | null;
  targetId: string | null;
  adminId: string | null;
  reason: string | null;
}

/** A details value as text: strings and numbers as they are, anything else (or blank) is missing. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value;
}

/** The seed's details fields: target_type, target_id, admin_id and reason. */
export function auditTargetOf(details: Record<string, unknown>): AuditTarget {
  return {
    targetType: textOf(details.target_type),
    targetId: textOf(details.target_id),
    adminId: textOf(details.admin_id),
    reason: textOf(details.reason),
  };
}

/** Display rule for ids: the first 8 characters. */
export function shortId(id: string | null | undefined, length = SHORT_ID_LENGTH): string | null {
  return id ? id.slice(0, length) : null;
}

const isoOf = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

/** One export row in AUDIT_LOG_CSV_HEADERS order: full ids, null where a value is missing, 'System' without an admin. */
export function auditLogCsvRow(entry: AuditEntryLike): CsvValue[] {
  const target = auditTargetOf(entry.details);
  return [
    isoOf(entry.occurredAt),
    textOf(entry.action),
    textOf(entry.message),
    textOf(entry.component),
    textOf(entry.severity),
    target.targetType,
    target.targetId,
    target.adminId ?? SYSTEM_ACTOR,
    target.reason,
  ];
}

/** The admin-activity-log.csv text; missing values are N/A, quoting by toCsv. */
export function auditLogCsv(entries: readonly AuditEntryLike[]): string {
  return toCsv(AUDIT_LOG_CSV_HEADERS, entries.map(auditLogCsvRow), { missing: 'N/A' });
}

/** What the activity log screen shows for one entry: ids cut to 8 characters, 'System' without an admin. */
export function auditLogDisplayRow(entry: AuditEntryLike) {
  const target = auditTargetOf(entry.details);
  return {
    occurredAt: isoOf(entry.occurredAt),
    action: entry.action ?? '',
    message: entry.message,
    severity: entry.severity,
    severityColour: severityColour(entry.severity),
    targetType: target.targetType,
    targetId: shortId(target.targetId),
    adminId: shortId(target.adminId) ?? SYSTEM_ACTOR,
    reason: target.reason,
  };
}

/**
 * The screen's search (also applied by the API): a case-insensitive match of the text in the
 * message, the action or the target id. A blank search matches everything.
 */
export function matchesAuditSearch(entry: Pick<AuditEntryLike, 'message' | 'action' | 'details'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const targetId = auditTargetOf(entry.details).targetId;
  return [entry.message, entry.action, targetId].some((field) => field?.toLowerCase().includes(needle) ?? false);
}
