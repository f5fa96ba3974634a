// Consultation sessions with a counselor; prices are integer cents (ZAR). Booking is not wired yet.

export const CONSULTATION_SESSIONS = [
  { id: 'career-guidance', name: 'Career Guidance', durationMinutes: 45, priceCents: 60_000 },
  { id: 'application-review', name: 'Application Review', durationMinutes: 30, priceCents: 40_000 },
  { id: 'interview-preparation', name: 'Interview Preparation', durationMinutes: 60, priceCents: 75_000 },
] as const;

export type ConsultationSession = (typeof CONSULTATION_SESSIONS)[number];

// The 1-on-1 expert session offered on the pricing and career-guidance pages.
export const EXPERT_SESSION_PRICE_CENTS = 60_000;
