import { describe, expect, it } from 'vitest';
import { LEGAL_POLICIES, pendingPolicyUpdates, acceptPoliciesRequestSchema, type PolicyAcceptances } from './policies.ts';
import { blockLines, legalPolicySchema, POLICY_IDS, type LegalPolicy } from './policy.ts';
import { REFUND_SENTENCES, REFUND_TERMS } from './refund-terms.ts';

const officer = { name: 'N. Dlamini', email: 'privacy@kusasa.example', phone: '+27 11 000 0000', address: '1 Main Road, Johannesburg' };
const textOf = (policy: LegalPolicy) => policy.sections.flatMap((section) => section.blocks.flatMap((block) => blockLines(block, officer))).join('\n');

describe('legal policies', () => {
  it("has the seed's section counts: privacy 14, refund 9, terms 17", () => {
    expect(LEGAL_POLICIES['privacy-policy'].sections).toHaveLength(14);
    expect(LEGAL_POLICIES['refund-policy'].sections).toHaveLength(9);
    expect(LEGAL_POLICIES['terms-of-service'].sections).toHaveLength(17);
  });

  it.each(POLICY_IDS)('%s is valid, last updated 11 March 2025, with unique section anchors', (id) => {
    const policy = LEGAL_POLICIES[id];
    expect(legalPolicySchema.parse(policy)).toEqual(policy);
    expect(policy.id).toBe(id);
    expect(policy.lastUpdated).toBe('2025-03-11');
    const anchors = policy.sections.map((section) => section.id);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('states the refund terms verbatim in the Refund Policy', () => {
    const text = textOf(LEGAL_POLICIES['refund-policy']);
    for (const sentence of Object.values(REFUND_SENTENCES)) expect(text).toContain(sentence);
    expect(REFUND_SENTENCES.coolingOff).toContain(`${REFUND_TERMS.coolingOffDays} days`);
    expect(REFUND_SENTENCES.coolingOff).toContain('section 44 of the Electronic Communications and Transactions Act (ECTA)');
    expect(REFUND_SENTENCES.beforeProcessing).toContain('100% refund');
    expect(REFUND_SENTENCES.afterProcessing).toContain('80% refund');
    expect(REFUND_SENTENCES.afterSubmission).toContain('no refund');
    expect(REFUND_SENTENCES.timing).toContain('7 to 10 business days after your refund is approved');
    expect(REFUND_SENTENCES.cancellation).toContain('end of the billing cycle');
    expect(REFUND_SENTENCES.cancellation).toContain('no partial refunds');
  });

  it("puts the seed's terms in the Terms of Service", () => {
    const text = textOf(LEGAL_POLICIES['terms-of-service']);
    expect(text).toContain('You must be 18 or older, or have the consent of your parent or legal guardian.');
    expect(text).toContain('All prices are in South African rand (ZAR).');
    expect(text).toContain('You pay in advance');
    expect(text).toContain('Once-off plans are non-refundable, except as our Refund Policy states.');
    expect(text).toContain('limited to the amounts you paid Kusasa in the six months before the claim arose');
    expect(text).toContain('governed by the law of the Republic of South Africa, and the courts of South Africa decide');
    expect(text).toContain('Essential: R199 once-off, up to 3 applications and 20 documents, with document verification.');
    for (const sentence of Object.values(REFUND_SENTENCES)) expect(text).toContain(sentence);
  });

  it('names the POPIA subjects and the information officer in the Privacy Policy', () => {
    const text = textOf(LEGAL_POLICIES['privacy-policy']);
    for (const phrase of [
      'responsible party',
      'section 35',
      'section 72',
      'Information Regulator',
      'PayFast',
      'Download my data',
      'Delete my account',
      'kusasa_session',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain(`Information Officer: ${officer.name}`);
    expect(text).toContain(`Email: ${officer.email}`);
  });
});

describe('pendingPolicyUpdates', () => {
  const current: PolicyAcceptances = {
    'privacy-policy': { acceptedAt: new Date('2026-01-01'), version: LEGAL_POLICIES['privacy-policy'].version },
    'terms-of-service': { acceptedAt: new Date('2026-01-01'), version: LEGAL_POLICIES['terms-of-service'].version },
  };

  it('announces nothing to someone who accepted the current versions', () => {
    expect(pendingPolicyUpdates(current)).toEqual([]);
  });

  it('announces a policy accepted in an older version, or before versions were recorded', () => {
    const updates = pendingPolicyUpdates({ ...current, 'terms-of-service': { acceptedAt: new Date('2024-01-01'), version: 'terms-2024-01-01' } });
    expect(updates).toEqual([
      {
        id: 'terms-of-service',
        title: 'Terms of Service',
        version: LEGAL_POLICIES['terms-of-service'].version,
        lastUpdated: '2025-03-11',
        changes: LEGAL_POLICIES['terms-of-service'].changes,
      },
    ]);
    expect(pendingPolicyUpdates({ ...current, 'privacy-policy': { acceptedAt: new Date('2024-01-01'), version: null } }).map((update) => update.id)).toEqual([
      'privacy-policy',
    ]);
  });

  it('asks nothing of someone who never accepted a policy', () => {
    expect(pendingPolicyUpdates({ 'privacy-policy': { acceptedAt: null, version: null }, 'terms-of-service': { acceptedAt: null, version: null } })).toEqual(
      [],
    );
  });
});

describe('acceptPoliciesRequestSchema', () => {
  it('takes each accepted policy at most once, and not the refund policy', () => {
    expect(acceptPoliciesRequestSchema.safeParse({ policies: [{ id: 'privacy-policy', version: 'v' }] }).success).toBe(true);
    expect(acceptPoliciesRequestSchema.safeParse({ policies: [] }).success).toBe(false);
    expect(acceptPoliciesRequestSchema.safeParse({ policies: [{ id: 'refund-policy', version: 'v' }] }).success).toBe(false);
    expect(
      acceptPoliciesRequestSchema.safeParse({
        policies: [
          { id: 'privacy-policy', version: 'v' },
          { id: 'privacy-policy', version: 'v' },
        ],
      }).success,
    ).toBe(false);
  });
});
