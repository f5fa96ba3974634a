import type { LegalPolicy } from './policy.ts';
import { REFUND_SENTENCES as terms } from './refund-terms.ts';
import { shellTexts } from '../shell-texts.ts';

// Kusasa's refund and cancellation policy: exactly the terms of seed 002 section 9 (refund-terms.ts),
// explained in plain language. Change `version` and `lastUpdated` with any change of wording.

export const REFUND_POLICY: LegalPolicy = {
  id: 'refund-policy',
  title: 'Refund Policy',
  version: 'refund-2025-03-11',
  lastUpdated: '2025-03-11',
  changes: 'We published this Refund Policy in full: the cooling-off period, refunds for application processing and how cancelling works.',
  summary:
    'This policy explains when you can get your money back after paying Kusasa, how much you get back and how long it takes. ' +
    'It is part of our Terms of Service. It does not take away any right you have under the Consumer Protection Act or the Electronic Communications and Transactions Act.',
  sections: [
    {
      id: 'about-this-policy',
      heading: 'What this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'It covers everything you pay Kusasa for: the Essential plan (R199), the Pro + AI plan (R300) and paid consultations. ' +
            'Plans are once-off payments for one application season and never renew automatically. The Starter plan is free, so there is nothing to refund.',
        },
        { kind: 'paragraph', text: 'All payments are in South African rand (ZAR) and are taken by PayFast, our payment provider.' },
      ],
    },
    {
      id: 'cooling-off',
      heading: 'Cooling-off period: 7 days',
      blocks: [
        { kind: 'paragraph', text: terms.coolingOff },
        {
          kind: 'paragraph',
          text:
            'If you cancel within the cooling-off period, you get a full refund. ' +
            'ECTA says this right does not cover a service that started, with your agreement, before the 7 days were over. So if you asked us to start working on your application in those 7 days, the refunds for application processing in section 3 apply to that work.',
        },
      ],
    },
    {
      id: 'application-processing',
      heading: 'Refunds for application processing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After the cooling-off period, how much you get back depends on how far your application has gone:',
        },
        { kind: 'list', items: [terms.beforeProcessing, terms.afterProcessing, terms.afterSubmission] },
        {
          kind: 'paragraph',
          text:
            '"Processing" means we have started working on your application, for example checking your documents or filling in forms. ' +
            '"Submitted" means your application has been sent to an institution. Once it has been sent, the work has been done and the institution may already be considering it, so we cannot refund it.',
        },
      ],
    },
    {
      id: 'cancelling',
      heading: 'Cancelling your plan',
      blocks: [
        { kind: 'paragraph', text: terms.cancellation },
        {
          kind: 'paragraph',
          text:
            'For a once-off plan the billing cycle is the application season you paid for: you keep everything your plan includes until the season ends, and you are never charged again. ' +
            'You can cancel on your Subscription page. The free Starter plan cannot be cancelled.',
        },
      ],
    },
    {
      id: 'payments-gone-wrong',
      heading: 'Payments that went wrong',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'If you were charged twice for the same plan, or you were charged but your plan did not become active, tell us. ' +
            'We will either activate your plan or refund the wrong charge in full. This is a correction, not a cancellation, so the rules in sections 2 to 4 do not reduce it.',
        },
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      blocks: [
        { kind: 'paragraph', text: 'Contact us using the details in section 9 and include:' },
        {
          kind: 'list',
          items: [
            'your full name and the email address of your Kusasa account;',
            'your tracking ID (it starts with KUS-) and the payment reference from your Subscription page or payment email;',
            'why you are asking for a refund, if it is after the cooling-off period.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We reply within 24 hours on business days and tell you whether your refund is approved and how much it is, with our reasons.',
        },
      ],
    },
    {
      id: 'when-you-get-it',
      heading: 'When you receive your money',
      blocks: [
        { kind: 'paragraph', text: terms.timing },
        {
          kind: 'paragraph',
          text: 'We pay the refund back the way you paid, through PayFast, unless we agree on another way with you. Your bank may take a little longer to show it.',
        },
      ],
    },
    {
      id: 'no-refund',
      heading: 'When we cannot give a refund',
      blocks: [
        {
          kind: 'list',
          items: [
            'After your application has been submitted to institutions (see section 3).',
            'For the time left on a plan you cancel (see section 4).',
            'When a sponsor paid for your plan: a refund of a sponsored plan is paid to the sponsor, not to you.',
            'When an account is closed because the Terms of Service were broken, for example by uploading false documents. Any refund is then limited to what the law requires.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions and complaints',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our support team is available ${shellTexts.supportHours}. For refunds, questions about this policy or a complaint, contact:`,
        },
        { kind: 'contact' },
        {
          kind: 'paragraph',
          text: 'If we cannot resolve a complaint, you may contact the National Consumer Commission or the Consumer Goods and Services Ombud.',
        },
      ],
    },
  ],
};
