import type { LegalPolicy } from './policy.ts';
import { PLANS, type Plan } from '../rules/plans.ts';
import { REFUND_SENTENCES } from './refund-terms.ts';

// Kusasa's terms of service: the terms of seed 002 section 9 (eligibility 18+ or guardian consent,
// conduct, POPIA, payments in ZAR in advance, once-off plans non-refundable except under the
// Refund Policy, liability capped at six months' payments, South African law and courts, the
// Information Officer's contact details) in plain language. Change `version` and `lastUpdated`
// with any change of wording.

export const TERMS_OF_SERVICE: LegalPolicy = {
  id: 'terms-of-service',
  title: 'Terms of Service',
  version: 'terms-2025-03-11',
  lastUpdated: '2025-03-11',
  changes: 'We published these Terms of Service in full: who may use Kusasa, payments, refunds, liability and the law that applies.',
  summary:
    'These terms are the agreement between you and Kusasa when you use the Kusasa website. Please read them: when you create an account, you agree to them. ' +
    'If you do not agree, do not use Kusasa.',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text:
            '"Kusasa", "we" and "us" mean the Kusasa service and the people who run it. "You" means the person using Kusasa. ' +
            'Our Privacy Policy and Refund Policy are part of these terms.',
        },
        {
          kind: 'paragraph',
          text: 'If part of these terms cannot be enforced by law, the rest still applies. Nothing in these terms takes away a right the Consumer Protection Act gives you.',
        },
      ],
    },
    {
      id: 'who-may-use-kusasa',
      heading: 'Who may use Kusasa',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be 18 or older, or have the consent of your parent or legal guardian.',
            'If you are under 18, your parent or guardian gives their consent when you register, and by doing so agrees to these terms for you.',
            "Counselors, institutions, NSFAS staff, sponsors and partners must use Kusasa only for their organisation's work and be allowed to act for it.",
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give true, complete information and keep it up to date.',
            'You may have only one learner account, linked to your own South African ID number.',
            'Keep your password secret. You are responsible for what happens in your account, so tell us at once if you think someone else has used it.',
            'Do not share your account or sign in as someone else.',
          ],
        },
      ],
    },
    {
      id: 'what-kusasa-does',
      heading: 'What Kusasa does and does not do',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Kusasa helps you prepare and send applications to universities, TVET colleges and SETA programmes, follow their progress and find funding. ' +
            'We are not an institution or a funder: each institution, NSFAS and each sponsor makes its own decisions.',
        },
        {
          kind: 'paragraph',
          text: "We cannot promise that you will be accepted, funded or sponsored, and we are not responsible for an institution's decisions, fees or deadlines.",
        },
      ],
    },
    {
      id: 'your-information-and-documents',
      heading: 'Your information and documents',
      blocks: [
        {
          kind: 'list',
          items: [
            'Upload only your own documents, and only true copies. Changing or faking a document is fraud.',
            'We check documents automatically and by hand. We may reject a document or ask for a new one.',
            'You allow us to use what you upload to provide Kusasa to you, including sending it to the institutions you apply to.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'How you must behave',
      blocks: [
        { kind: 'paragraph', text: 'When you use Kusasa, you must not:' },
        {
          kind: 'list',
          items: [
            'break the law or help anyone else to break it;',
            'pretend to be someone else or give false information;',
            'harass, threaten or insult anyone, including our staff, counselors and Thandi;',
            'try to get into accounts, data or parts of Kusasa you are not allowed to use, or test our security without our written permission;',
            'upload viruses or anything harmful, or overload Kusasa on purpose;',
            "copy Kusasa's content or data in bulk, or use automated tools to do so;",
            'resell or share what your plan gives you with others.',
          ],
        },
      ],
    },
    {
      id: 'data-protection',
      heading: 'Your privacy and POPIA',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We process your personal information as the Protection of Personal Information Act (POPIA) requires and as our Privacy Policy explains. ' +
            'It says what we collect, why, who receives it and how to see, correct or delete your information.',
        },
        {
          kind: 'paragraph',
          text: "If you use Kusasa for an organisation and see learners' information, you must keep it confidential, use it only for the purpose it was shared for and follow POPIA.",
        },
      ],
    },
    {
      id: 'plans',
      heading: 'Plans',
      blocks: [
        { kind: 'list', items: PLANS.map(planLine) },
        {
          kind: 'paragraph',
          text: 'A plan lasts for the application season you bought it for and never renews automatically. The Pricing page shows exactly what each plan includes.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        {
          kind: 'list',
          items: [
            'All prices are in South African rand (ZAR).',
            'You pay in advance: a plan or session starts once your payment has been received.',
            'Payments are taken by PayFast, our payment provider. Its own terms apply to the payment itself.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and cancellation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once-off plans are non-refundable, except as our Refund Policy states. In short:',
        },
        {
          kind: 'list',
          items: [
            REFUND_SENTENCES.coolingOff,
            `${REFUND_SENTENCES.beforeProcessing} ${REFUND_SENTENCES.afterProcessing} ${REFUND_SENTENCES.afterSubmission}`,
            REFUND_SENTENCES.timing,
            REFUND_SENTENCES.cancellation,
          ],
        },
      ],
    },
    {
      id: 'thandi-and-guidance',
      heading: 'Thandi and career guidance',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Thandi, our assistant, and our career guidance tools give general information to help you decide. They can make mistakes. ' +
            'Always check important facts, such as entry requirements and closing dates, with the institution itself.',
        },
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'The Kusasa name, logo, website and content belong to Kusasa or to those who licensed them to us. You may use them only to use Kusasa for yourself. ' +
            'Information about institutions and programmes comes from the institutions and public sources; we try to keep it correct but cannot promise that it always is.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'When Kusasa is available',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We work to keep Kusasa available at all times, but we may need to pause it for maintenance or when something outside our control happens, such as a power or network failure. ' +
            "We will try to warn you in advance, especially near closing dates. We may change or improve features; we will not take away what you paid for during your plan's season.",
        },
      ],
    },
    {
      id: 'suspending-or-closing',
      heading: 'Suspending or closing an account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You can delete your account at any time on your My Profile page, under Your data.',
            'We may suspend or close an account that breaks these terms, for example one with false documents, after telling you why, unless the law or safety requires us to act at once.',
            'When an account is closed, we keep only the records the law requires, as our Privacy Policy explains.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limits on our liability',
      blocks: [
        {
          kind: 'paragraph',
          text: "As far as the law allows, Kusasa's total liability to you for any claim about Kusasa is limited to the amounts you paid Kusasa in the six months before the claim arose.",
        },
        {
          kind: 'paragraph',
          text:
            'We are not liable for decisions made by institutions, NSFAS or sponsors, or for loss caused by information you gave us that was wrong. ' +
            'These limits do not apply where the law does not allow them, such as loss caused by our gross negligence or where the Consumer Protection Act says otherwise.',
        },
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'South African law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'These terms are governed by the law of the Republic of South Africa, and the courts of South Africa decide any dispute about them. ' +
            'Please contact us first: most problems can be solved quickly without going to court.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to these terms and how to contact us',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'When we change these terms, we publish the new version here with a new "last updated" date, and show signed-in users a notice with a link to it. ' +
            'If you keep using Kusasa after reading the notice, the new terms apply.',
        },
        { kind: 'paragraph', text: 'For questions about these terms or your personal information, contact our Information Officer:' },
        { kind: 'contact' },
      ],
    },
  ],
};

/** "Essential: R199 once-off, up to 3 applications and 20 documents, with document verification." */
function planLine(plan: Plan): string {
  const price = plan.priceCents === 0 ? 'free' : `R${plan.priceCents / 100} once-off`;
  const applications = plan.maxApplications === 1 ? '1 application' : `up to ${plan.maxApplications} applications`;
  const documents = plan.maxDocuments === null ? '' : ` and ${plan.maxDocuments} documents`;
  const extras = [plan.includesVerification && 'document verification', plan.includesPrioritySupport && 'priority support'].filter(Boolean);
  return `${plan.name}: ${price}, ${applications}${documents}${extras.length > 0 ? `, with ${extras.join(' and ')}` : ''}.`;
}
