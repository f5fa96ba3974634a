import { describe, it, expect } from 'vitest';
import { CONSULTATION_SESSIONS, EXPERT_SESSION_PRICE_CENTS } from './consultations.ts';

describe('consultation sessions', () => {
  it.each([
    ['Career Guidance', 45, 60_000],
    ['Application Review', 30, 40_000],
    ['Interview Preparation', 60, 75_000],
  ])('%s lasts %i minutes and costs %i cents', (name, durationMinutes, priceCents) => {
    expect(CONSULTATION_SESSIONS.find((session) => session.name === name)).toMatchObject({ durationMinutes, priceCents });
  });

  it('lists exactly three sessions with distinct ids', () => {
    expect(new Set(CONSULTATION_SESSIONS.map((session) => session.id)).size).toBe(3);
  });

  it('prices the expert 1-on-1 session at R600', () => {
    expect(EXPERT_SESSION_PRICE_CENTS).toBe(60_000);
  });
});
