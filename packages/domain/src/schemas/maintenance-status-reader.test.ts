import { describe, expect, it } from 'vitest';
import { maintenanceStatusSchema } from './maintenance-status.ts';
import { readMaintenanceStatus } from './maintenance-status-reader.ts';

const unlocked = { locked: false, message: null, until: null, since: null, overdue: false };
const locked = { locked: true, message: 'Upgrading the database', until: '2026-11-29T10:00:00.000Z', since: '2026-11-29T08:00:00Z', overdue: false };

describe('readMaintenanceStatus: the banner reads without zod what the schema accepts', () => {
  it.each([
    unlocked,
    locked,
    { ...locked, overdue: true, until: '2026-11-29T07:00:00Z' },
    { ...locked, extra: 'ignored' },
    { ...locked, until: '29 November 2026' },
    { ...locked, since: '2026-11-29T08:00:00+02:00' },
    // Dates and times the schema's pattern refuses although their shape is right, and their neighbours.
    ...['2026-13-01T10:00:00Z', '2026-00-10T10:00:00Z', '2026-02-30T10:00:00Z', '2026-04-31T10:00:00Z', '2026-11-00T10:00:00Z'].map((until) => ({
      ...locked,
      until,
    })),
    ...['2026-11-29T24:00:00Z', '2026-11-29T10:60:00Z', '2026-11-29T10:00:60Z', '2026-11-29T10:00Z', '2026-11-29T10:00:00.Z'].map((until) => ({
      ...locked,
      until,
    })),
    ...['2028-02-29T10:00:00Z', '2000-02-29T10:00:00Z', '2100-02-29T10:00:00Z', '2026-02-29T10:00:00Z', '2026-12-31T23:59:59.999999Z'].map((until) => ({
      ...locked,
      until,
    })),
    ...['2026-11-29t10:00:00z', '2026-11-29T10:00:00', ' 2026-11-29T10:00:00Z', '2026-11-29T10:00:00Z\n'].map((since) => ({ ...locked, since })),
    { ...locked, locked: 'yes' },
    { ...locked, message: 42 },
    { ...locked, overdue: undefined },
    { locked: true },
    null,
    'locked',
    [],
  ])('agrees with maintenanceStatusSchema on %j', (body) => {
    const parsed = maintenanceStatusSchema.safeParse(body);
    expect(readMaintenanceStatus(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
