import { z } from 'zod';

// The shape of Kusasa's legal policies. Each policy is plain structured data (sections of
// paragraphs and lists), so the web page, the HTML that reads without JavaScript and the PDF are
// all rendered from the same source. A policy's `version` changes whenever its wording changes,
// so a stored acceptance says exactly which text a person agreed to.

export const POLICY_IDS = ['privacy-policy', 'refund-policy', 'terms-of-service'] as const;
export const policyIdSchema = z.enum(POLICY_IDS);
export type PolicyId = z.infer<typeof policyIdSchema>;

export const policyBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ kind: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  /** The information officer's contact details, which come from configuration (informationOfficerSchema). */
  z.object({ kind: z.literal('contact') }),
]);
export type PolicyBlock = z.infer<typeof policyBlockSchema>;

export const policySectionSchema = z.object({
  /** The section's anchor on the page: /privacy-policy#your-rights. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  heading: z.string().min(1),
  blocks: z.array(policyBlockSchema).min(1),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

export const legalPolicySchema = z.object({
  id: policyIdSchema,
  title: z.string().min(1),
  version: z.string().min(1),
  /** The day this version took effect, yyyy-mm-dd (shown as a long en-ZA date). */
  lastUpdated: z.iso.date(),
  /** One line on what this version changed, for the announcement to people who accepted an older one. */
  changes: z.string().min(1),
  /** The opening paragraph, before the numbered sections. */
  summary: z.string().min(1),
  sections: z.array(policySectionSchema).min(1),
});
export type LegalPolicy = z.infer<typeof legalPolicySchema>;

/** The person who answers privacy questions (POPIA sections 55 and 56); set by configuration, never in the text. */
export const informationOfficerSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(3),
  phone: z.string().min(1),
  address: z.string().min(1),
});
export type InformationOfficer = z.infer<typeof informationOfficerSchema>;

export const policyPath = (id: PolicyId) => `/${id}`;
export const policyPdfPath = (id: PolicyId) => `/api/legal/${id}.pdf`;
export const policyPdfFilename = (policy: LegalPolicy) => `kusasa-${policy.id}-${policy.lastUpdated}.pdf`;

/** "3. Who receives your information": sections are numbered in every rendering. */
export const numberedHeading = (section: PolicySection, index: number) => `${index + 1}. ${section.heading}`;

/** The contact block's lines, worded once for the page, the HTML and the PDF. */
export function contactLines(officer: InformationOfficer): string[] {
  return [`Information Officer: ${officer.name}`, `Email: ${officer.email}`, `Phone: ${officer.phone}`, `Address: ${officer.address}`];
}

/** Each block as the lines of text a reader sees (a list item is one line), for renderers and tests. */
export function blockLines(block: PolicyBlock, officer: InformationOfficer): string[] {
  if (block.kind === 'paragraph') return [block.text];
  if (block.kind === 'list') return block.items;
  return contactLines(officer);
}
