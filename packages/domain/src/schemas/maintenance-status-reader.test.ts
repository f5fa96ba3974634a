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
