// Learner stories (/testimonials; issue 14): no invented people presented as real. A learner may
// share a story once they have submitted an application; an admin approves it before it shows.

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_STORY_MAX_LENGTH = 600;
export const TESTIMONIAL_NAME_MAX_LENGTH = 60;
export const TESTIMONIAL_CONTEXT_MAX_LENGTH = 80;
