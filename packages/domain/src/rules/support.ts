// Contact Us (/support): what a learner can ask the support team about, and the states of a
// request as admins work through them (issue 14: "listed for admins with open / answered status").

/** The form's categories: the /faqs chips' topics a person writes to people about, plus Documents and Other. */
export const SUPPORT_CATEGORIES = ['Account', 'Applications', 'Documents', 'Billing', 'AI Assistant', 'Privacy', 'Other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_STATUSES = ['open', 'answered'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Seed 001 section 9: support replies within 24 hours. */
export const SUPPORT_REPLY_HOURS = 24;

/** Requests one address may send an hour: plenty for a person, little for a script filling the admins' list. */
export const SUPPORT_RATE_LIMIT_PER_HOUR = 5;
/** Signed-out requests naming one email address an hour (on every instance alike). */
export const SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR = 3;
/** Acknowledgements one email address receives a day at most; later requests are kept without one. */
export const SUPPORT_ACKS_PER_RECIPIENT_PER_DAY = 3;

export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
export const SUPPORT_SUBJECT_MAX_LENGTH = 150;

/** A short reference learners can quote: the first 8 characters of the request's id, upper case. */
export function supportReference(id: string): string {
  return `SUP-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
