import { describe, expect, it } from 'vitest';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';
import { buildDeadlines } from './deadline-builder.ts';
import type { DeadlineFacts } from './deadlines-ports.ts';
import { escapeText, foldLine, renderIcs } from './ics.ts';

// The pure rules: certified copies' expiry, NSFAS only when funding is possible, and the ICS writer.

const document = (id: string, validUntil: string) => ({
  id,
  originalName: 'id.pdf',
  verificationStatus: 'approved',
  uploadedAt: '2026-07-01T08:00:00.000Z',
  certifiedOn: '2026-07-01',
  validUntil,
  stale: false,
});
const cycle = {
  fundingYear: 2027,
  opensOn: '2026-10-01',
  closesOn: '2026-11-15',
  appealDays: 30,
  sourceTitle: 'NSFAS',
  sourceUrl: 'https://www.nsfas.org.za',
  checkedOn: '2026-09-20',
  state: 'upcoming' as const,
};
const facts = (funding: Partial<DeadlineFacts['funding']> = {}): DeadlineFacts => ({
  applications: [],
  hasGrade12Results: false,
  programmes: [],
  intakes: [],
  cycles: [cycle],
  funding: {
    assessment: null,
    checklist: [
      { item: 'applicant-id', document: document('doc-1', '2026-10-01') },
      { item: 'proof-of-income', document: null },
    ],
    nsfas: { reference: null, status: null, statusSetBy: null, statusChangedAt: null },
    ...funding,
  },
});
const assessment = (outcome: 'likely' | 'maybe' | 'unlikely') => ({ outcome, ruleVersion: 'v1', reasons: [], assessedAt: '2026-09-01T08:00:00.000Z' });

describe('buildDeadlines', () => {
  it('lists a certified copy’s expiry with “Certify a new copy”, and NSFAS dates while funding is possible', () => {
    const deadlines = buildDeadlines(facts(), '2026-09-29');
    expect(deadlines.map((d) => [d.id, d.date, d.toDo])).toEqual([
      ['nsfas-opens:2027', '2026-10-01', 'Get your certified documents ready for myNSFAS'],
      ['certification-expires:applicant-id:doc-1', '2026-10-01', 'Certify a new copy'],
      ['nsfas-closes:2027', '2026-11-15', 'Apply on myNSFAS'],
    ]);
    expect(deadlines[1]).toMatchObject({ title: 'Certified copy expires: Your ID', link: '/funding', source: null, afterClosing: null });
    expect(buildDeadlines(facts({ assessment: assessment('maybe') }), '2026-09-29')).toHaveLength(3);
  });

  it('leaves out NSFAS dates for an unlikely outcome, or once the learner recorded applying in the window', () => {
    expect(buildDeadlines(facts({ assessment: assessment('unlikely') }), '2026-09-29').map((d) => d.kind)).toEqual(['certification-expires']);
    const applied = { reference: 'ABC-123', status: 'submitted' as const, statusSetBy: 'learner' as const, statusChangedAt: '2026-10-03T08:00:00.000Z' };
    expect(buildDeadlines(facts({ nsfas: applied }), '2026-10-05').map((d) => d.kind)).toEqual(['certification-expires']);
  });
});

describe('the ICS writer', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes an all-day event ending the next day, with a stable UID', () => {
    const deadline: Deadline = { ...buildDeadlines(facts(), '2026-09-29')[2]!, date: '2026-12-31' };
    const ics = renderIcs([deadline], { publicUrl: 'https://kusasa.example', uidDomain: 'kusasa.example', now: new Date('2026-09-29T08:00:00Z') });
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'UID:nsfas-closes:2027@kusasa.example',
        'DTSTAMP:20260929T080000Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'URL:https://kusasa.example/funding',
      ]),
    );
  });
});
