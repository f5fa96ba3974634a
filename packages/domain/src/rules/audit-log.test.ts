import { describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_CSV_HEADERS,
  auditLogCsv,
  auditLogCsvRow,
  auditLogDisplayRow,
  auditTargetOf,
  matchesAuditSearch,
  severityColour,
  shortId,
} from './audit-log.ts';

const ADMIN_ID = '3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b';
const TARGET_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const roleChange = {
  occurredAt: '2026-03-11T12:05:00.000Z',
  action: 'ROLE_CHANGE',
  message: 'User role changed from student to admin',
  component: 'admin-users',
  severity: 'info',
  details: { target_type: 'user', target_id: TARGET_ID, admin_id: ADMIN_ID, from: 'student', to: 'admin' },
};

describe('the activity-log export', () => {
  it('has the seed columns in the seed order', () => {
    expect(AUDIT_LOG_CSV_HEADERS).toEqual(['Timestamp', 'Action', 'Message', 'Component', 'Severity', 'TargetType', 'TargetID', 'AdminID', 'Reason']);
  });

  it('keeps ids whole and writes N/A for a missing reason', () => {
    expect(auditLogCsvRow(roleChange)).toEqual([
      '2026-03-11T12:05:00.000Z',
      'ROLE_CHANGE',
      'User role changed from student to admin',
      'admin-users',
      'info',
      'user',
      TARGET_ID,
      ADMIN_ID,
      null,
    ]);
  });

  it("writes 'System' without an admin id, and N/A for every other missing or blank value", () => {
    const csv = auditLogCsv([
      {
        occurredAt: new Date('2026-03-12T08:00:00Z'),
        action: null,
        message: 'Login failed',
        component: null,
        severity: 'warning',
        details: { reason: '  ', target_id: '' },
      },
    ]);
    expect(csv).toBe(`${AUDIT_LOG_CSV_HEADERS.join(',')}\r\n2026-03-12T08:00:00.000Z,N/A,Login failed,N/A,warning,N/A,N/A,System,N/A`);
  });

  it('quotes commas, quotes and line breaks, doubling embedded quotes', () => {
    const csv = auditLogCsv([{ ...roleChange, message: 'Approved, "all" good', details: { ...roleChange.details, reason: 'line one\nline two' } }]);
    const row = csv.split('\r\n')[1];
    expect(row).toBe(`2026-03-11T12:05:00.000Z,ROLE_CHANGE,"Approved, ""all"" good",admin-users,info,user,${TARGET_ID},${ADMIN_ID},"line one\nline two"`);
  });

  it('neutralises spreadsheet formulas planted in a reason', () => {
    const csv = auditLogCsv([{ ...roleChange, details: { ...roleChange.details, reason: '=HYPERLINK("http://x")' } }]);
    expect(csv.endsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
  });

  it('is only the header without rows', () => {
    expect(auditLogCsv([])).toBe(AUDIT_LOG_CSV_HEADERS.join(','));
  });

  it('ignores details values that are not text', () => {
    expect(auditTargetOf({ target_type: { nested: true }, target_id: 42, admin_id: null, reason: ['x'] })).toEqual({
      targetType: null,
      targetId: '42',
      adminId: null,
      reason: null,
    });
  });
});

describe('the activity-log screen', () => {
  it('cuts ids to 8 characters and shows System without an admin', () => {
    expect(auditLogDisplayRow(roleChange)).toMatchObject({ targetId: 'a1b2c3d4', adminId: '3f2b8c1e', severityColour: 'blue' });
    expect(auditLogDisplayRow({ ...roleChange, details: {} })).toMatchObject({ targetId: null, adminId: 'System', targetType: null });
    expect(shortId(undefined)).toBeNull();
    expect(shortId('abc')).toBe('abc');
  });

  it.each([
    ['critical', 'red'],
    ['error', 'orange'],
    ['warning', 'yellow'],
    ['info', 'blue'],
    ['unheard-of', 'blue'],
  ])('colours %s %s', (severity, colour) => {
    expect(severityColour(severity)).toBe(colour);
  });

  it.each([
    ['role changed', true],
    ['ROLE_change', true],
    ['A1B2C3D4', true],
    ['  student  ', true],
    ['', true],
    ['nothing like it', false],
    // The admin id is not searched, only the target id.
    ['3f2b8c1e', false],
  ])('search %j matches: %s', (search, expected) => {
    expect(matchesAuditSearch(roleChange, search)).toBe(expected);
  });
});
