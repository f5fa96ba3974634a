import { z } from 'zod';
import { maintenanceTexts } from '../maintenance-texts.ts';
import { ROUTE_AUDIENCES, ROUTE_GROUPS } from '../rules/route-inventory.ts';
import { MAINTENANCE_ERROR_CODE, maintenanceStatusSchema } from './maintenance-status.ts';

// The UI lock (/admin/ui-lock) as a site-wide maintenance switch, its configuration snapshots,
// the component inventory and the system status (seed 002 section 2; decision 0170).

export const MAINTENANCE_MESSAGE_MAX = 280;
/** How far ahead an announced end may be. */
export const MAINTENANCE_UNTIL_MAX_DAYS = 7;
export { MAINTENANCE_ERROR_CODE, MAINTENANCE_POLL_SECONDS, type MaintenanceStatus, maintenanceStatusSchema } from './maintenance-status.ts';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** The extra field of a 503 MAINTENANCE error body, beside `error`. */
export const maintenanceRefusalSchema = z.object({
  error: z.object({ code: z.literal(MAINTENANCE_ERROR_CODE), message: z.string() }),
  maintenance: maintenanceStatusSchema,
});
export type MaintenanceRefusal = z.infer<typeof maintenanceRefusalSchema>;

export const adminActorSchema = z.object({ id: z.uuid(), email: z.string(), fullName: z.string().nullable() });
export type AdminActor = z.infer<typeof adminActorSchema>;

/** GET /api/admin/maintenance: the lock with who set it, and the message kept for the next lock. */
export const adminMaintenanceStateSchema = maintenanceStatusSchema.extend({
  /** The stored message (also while unlocked: it is what the next lock shows unless replaced). */
  message: z.string(),
  changedBy: adminActorSchema.nullable(),
  changedAt: z.iso.datetime().nullable(),
});
export type AdminMaintenanceState = z.infer<typeof adminMaintenanceStateSchema>;

/** POST /api/admin/maintenance/lock: locks the site, or changes the message and end of a lock on. */
export const lockRequestSchema = z.object({
  message: z
    .string({ error: maintenanceTexts.messageRequired })
    .trim()
    .min(1, maintenanceTexts.messageRequired)
    .max(MAINTENANCE_MESSAGE_MAX, fill(maintenanceTexts.messageTooLong, { max: MAINTENANCE_MESSAGE_MAX })),
  /** The announced end (ISO date-time with an offset); omitted or null for "until further notice". */
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type LockRequest = z.infer<typeof lockRequestSchema>;

export const maintenanceChangeResponseSchema = z.object({ message: z.string(), state: adminMaintenanceStateSchema });
export type MaintenanceChangeResponse = z.infer<typeof maintenanceChangeResponseSchema>;

// Snapshots of the admin-editable configuration. Each setting registers a key on the server (the
// lock message now; partner tiers and knowledge entries as they land); a snapshot holds a value per key.

export const SNAPSHOT_LABEL_MAX = 100;

export const snapshotSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: adminActorSchema.nullable(),
  /** The settings it holds. */
  keys: z.array(z.string()),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotListResponseSchema = z.object({ snapshots: z.array(snapshotSchema) });
export type SnapshotListResponse = z.infer<typeof snapshotListResponseSchema>;

export const createSnapshotRequestSchema = z.object({
  label: z.string({ error: maintenanceTexts.snapshotLabelRequired }).trim().min(1, maintenanceTexts.snapshotLabelRequired).max(SNAPSHOT_LABEL_MAX),
});
export type CreateSnapshotRequest = z.infer<typeof createSnapshotRequestSchema>;

export const snapshotIdParamsSchema = z.object({ id: z.uuid() });

export const SNAPSHOT_DIFF_STATUSES = ['unchanged', 'changed', 'not-in-snapshot', 'not-registered'] as const;
export type SnapshotDiffStatus = (typeof SNAPSHOT_DIFF_STATUSES)[number];

/** One setting in the diff shown before a restore; values are the settings' own JSON. */
export const snapshotDiffEntrySchema = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(SNAPSHOT_DIFF_STATUSES),
  current: z.json().nullable(),
  snapshot: z.json().nullable(),
});
export type SnapshotDiffEntry = z.infer<typeof snapshotDiffEntrySchema>;

/** GET /api/admin/snapshots/:id/diff. `changes` counts the entries a restore would change. */
export const snapshotDiffResponseSchema = z.object({
  snapshot: snapshotSchema,
  entries: z.array(snapshotDiffEntrySchema),
  changes: z.number().int().min(0),
});
export type SnapshotDiffResponse = z.infer<typeof snapshotDiffResponseSchema>;

export const snapshotCreatedResponseSchema = z.object({ message: z.string(), snapshot: snapshotSchema });
export type SnapshotCreatedResponse = z.infer<typeof snapshotCreatedResponseSchema>;

/** POST /api/admin/snapshots/:id/restore: the keys it changed. */
export const snapshotRestoredResponseSchema = z.object({ message: z.string(), snapshot: snapshotSchema, restored: z.array(z.string()) });
export type SnapshotRestoredResponse = z.infer<typeof snapshotRestoredResponseSchema>;

// Component inventory

export const routeInfoSchema = z.object({
  path: z.string(),
  title: z.string(),
  audience: z.enum(ROUTE_AUDIENCES),
  group: z.enum(ROUTE_GROUPS),
  built: z.boolean(),
});

export const routeInventoryResponseSchema = z.object({
  routes: z.array(routeInfoSchema),
  totals: z.object({
    routes: z.number().int(),
    built: z.number().int(),
    notBuilt: z.number().int(),
    byAudience: z.record(z.enum(ROUTE_AUDIENCES), z.number().int()),
  }),
});
export type RouteInventoryResponse = z.infer<typeof routeInventoryResponseSchema>;

// System status

export const CHECK_STATUSES = ['ok', 'down'] as const;
const checkStatusSchema = z.enum(CHECK_STATUSES);
export const PAYMENT_MODES = ['simulator', 'sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/admin/system-status, and each `status` event of its stream. Latencies in milliseconds. */
export const systemStatusSchema = z.object({
  checkedAt: z.iso.datetime(),
  /** Which app instance answered (host and process), since each instance reports its own uptime. */
  instance: z.string(),
  database: z.object({ status: checkStatusSchema, kind: z.enum(['pglite', 'postgres']), latencyMs: z.number().nullable() }),
  jobs: z.object({
    status: checkStatusSchema,
    /** Jobs queued or running. */
    depth: z.number().int().nullable(),
    byKind: z.array(z.object({ kind: z.string(), waiting: z.number().int() })),
    /** How long the oldest due job has waited to be claimed (0 when none waits). */
    oldestDueAgeSeconds: z.number().nullable(),
  }),
  mail: z.object({
    status: checkStatusSchema,
    transport: z.enum(['outbox', 'smtp']),
    waiting: z.number().int().nullable(),
    failed: z.number().int().nullable(),
  }),
  storage: z.object({ status: checkStatusSchema, kind: z.enum(['disk', 's3']), latencyMs: z.number().nullable() }),
  payments: z.object({ mode: z.enum(PAYMENT_MODES) }),
  assistant: z.object({ provider: z.string() }),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** The lock as this instance sees it; null when it could not be read (the database is down). */
  maintenance: maintenanceStatusSchema.nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The event name of GET /api/admin/system-status/stream (server-sent events). */
export const SYSTEM_STATUS_STREAM_EVENT = 'status';
/** How often the stream sends a fresh status. */
export const SYSTEM_STATUS_STREAM_SECONDS = 5;
