import type { LegalPolicy } from './policy.ts';

// Kusasa's own privacy policy under the Protection of Personal Information Act 4 of 2013 (POPIA),
// written in plain language for learners. The date is the seed's (002, "last updated 11 March
// 2025"). Change `version` and `lastUpdated` with any change of wording: signed-in people who
// accepted an older version are then asked to read the new one.

export const PRIVACY_POLICY: LegalPolicy = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  version: 'privacy-2025-03-11.2',
  lastUpdated: '2025-03-11',
  changes: 'A parent or guardian of a learner under 18 now confirms their consent by a link we send them, and nothing is shared until they do.',
  summary:
    'This policy explains what personal information Kusasa collects when you use it, why we need it, who we share it with and what you can do about it. ' +
    'We follow the Protection of Personal Information Act (POPIA). If something here is unclear, ask our Information Officer: the contact details are in section 1.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and how to reach us',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Kusasa is an online service that helps South African learners apply to universities, TVET colleges and SETA programmes, find funding and follow their applications. ' +
            'Under POPIA, Kusasa is the "responsible party": we decide why and how your personal information is used, and we are responsible for protecting it.',
        },
        {
          kind: 'paragraph',
          text: 'Our Information Officer makes sure we follow POPIA and answers your questions and requests about your information. You can reach them here:',
        },
        { kind: 'contact' },
      ],
    },
    {
      id: 'what-this-covers',
      heading: 'What this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'This policy covers the Kusasa website and everything you do on it: creating an account, completing your profile, uploading documents, applying, paying for a plan and contacting us. ' +
            'It applies to learners, parents and guardians, counselors, institutions, NSFAS staff, sponsors and partners who use Kusasa.',
        },
        {
          kind: 'paragraph',
          text:
            '"Personal information" means anything that can identify you, such as your name, ID number, email address, school marks or documents. ' +
            '"Processing" means anything we do with it, from collecting and storing it to sharing and deleting it.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What information we collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to help you apply. Most of it you give us yourself:' },
        {
          kind: 'list',
          items: [
            'Account details: your full name, South African ID number, gender, email address and password. We never store your password itself, only a scrambled version of it (a hash) that cannot be turned back into the password.',
            'Profile details: your phone number, address, school, grade, subjects and marks, and an emergency contact.',
            'Parent or guardian details, if you are under 18: their name, phone number, email address and their consent.',
            'Documents you upload, such as your ID, your latest results and proof of residence, and what our automatic checks read from them (for example your marks).',
            'Applications: the institutions and programmes you choose and the status of each application.',
            'Payments: the plan you bought, the amount, the date and the payment reference. Your card details go straight to PayFast, our payment provider; Kusasa never sees or stores them.',
            'Questions you ask us or our Thandi assistant, and messages you send to support.',
          ],
        },
        { kind: 'paragraph', text: 'Some information is created while you use Kusasa:' },
        {
          kind: 'list',
          items: [
            'Sign-in records: when you signed in, your IP address and the type of browser you used, so we can keep your account safe.',
            'Identity checks: whether your ID number passed our check. Our records of checks keep only the last 4 digits of the ID number.',
            'A tracking ID (for example KUS-AB12CD34) that you and we can use to find your account.',
            'Notifications we send you, and a record of security events such as failed sign-ins.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and protect your account, and to check that you are who you say you are.',
            'To fill in and send your applications to the institutions you choose, and to show you their progress.',
            'To check your documents and work out your APS score and which programmes you qualify for.',
            'To give you the plan you paid for and to keep records of payments.',
            'To send you messages about your account, your applications and deadlines.',
            'To answer your questions and give career guidance.',
            'To find and fix problems, prevent fraud and keep Kusasa secure.',
            'To meet our duties under South African law, for example keeping tax records.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not use it for advertising. We will not use it for a new purpose that does not fit with these ones without asking you first.',
        },
      ],
    },
    {
      id: 'lawful-basis',
      heading: 'Our lawful reasons for using your information',
      blocks: [
        { kind: 'paragraph', text: 'POPIA (section 11) only allows us to process your information when there is a lawful reason. Ours are:' },
        {
          kind: 'list',
          items: [
            'Your consent: when you register you agree to this policy, and a parent or guardian consents for a learner under 18. You can withdraw consent at any time (see section 12); this does not undo what we did lawfully before.',
            'Our agreement with you: we need your information to provide the service you signed up and paid for, as our Terms of Service describe.',
            'The law: some records, such as payment records, must be kept by law.',
            'Legitimate interests: keeping Kusasa safe, for example recording sign-ins and blocking repeated failed attempts.',
          ],
        },
      ],
    },
    {
      id: 'learners-under-18',
      heading: 'Learners under 18 and guardian consent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'POPIA protects the information of children (anyone under 18) more strictly. Under section 35 we may only process it with the consent of a "competent person", which means a parent or legal guardian.',
        },
        {
          kind: 'list',
          items: [
            "When you register, we work out your age from your ID number. If you are under 18, we ask for your parent or guardian's name, relationship to you, phone number and email address, and send them a link by SMS and email to confirm or decline their consent.",
            'Until they confirm, you can build your profile and save drafts, but we share nothing about you with institutions, sponsors, counselors or NSFAS, and we take no payment. If they decline or later withdraw their consent, all sharing stops at once.',
            'We record which consent wording they agreed to and when.',
            "We use your guardian's details only to confirm their consent and to contact them about your account if we need to.",
            'Your parent or guardian may ask to see your information, correct it or have it deleted, and may withdraw their consent. They can contact our Information Officer.',
          ],
        },
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives your information',
      blocks: [
        { kind: 'paragraph', text: 'We share your information only with those who need it to do what you asked, and only as much as they need:' },
        {
          kind: 'list',
          items: [
            'Institutions you apply to: the universities, TVET colleges and SETA programmes you choose receive your application, profile and documents. We never send your application to an institution you did not choose.',
            'Sponsors: if you apply for a sponsorship, a sponsor sees only the information you chose to share in that application.',
            'PayFast: when you pay, PayFast receives your name, email address, the plan and the amount so it can take your payment.',
            'Service providers who run parts of Kusasa for us: hosting, secure file storage and email delivery. They may use your information only to provide their service to us and must keep it secure.',
            'The service that powers Thandi: when you ask Thandi a question, your message is sent to it to produce an answer. Do not put your ID number or passwords in a chat.',
            'Authorities: when the law requires it, for example a court order.',
          ],
        },
        { kind: 'paragraph', text: "Counselors, institutions and NSFAS staff who use Kusasa see a learner's information only where their role needs it." },
      ],
    },
    {
      id: 'outside-south-africa',
      heading: 'Information sent outside South Africa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep your information in South Africa where we can. Some service providers, such as email delivery or the service that powers Thandi, may store or process information in other countries.',
        },
        {
          kind: 'paragraph',
          text: 'Under POPIA section 72 we only send personal information outside South Africa when the receiver is bound by a law or a binding agreement that protects it about as well as POPIA does, when you consent, or when it is needed to provide the service you asked for.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep your information',
      blocks: [
        { kind: 'paragraph', text: 'We keep your information only as long as we need it:' },
        {
          kind: 'list',
          items: [
            'Your account, profile, documents and applications: until you delete them or delete your account.',
            'Sign-in sessions: until they expire or you sign out.',
            'Payment records: for five years, because South African tax law requires it. If you delete your account, we keep these records with your name removed.',
            'Security records, such as failed sign-ins: kept to protect Kusasa, without your name once your account is deleted.',
            'Identity checks that never led to an account: removed after a short time.',
          ],
        },
      ],
    },
    {
      id: 'how-we-protect-it',
      heading: 'How we protect your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'Everything you send to Kusasa travels encrypted (HTTPS).',
            'Passwords are stored only as strong one-way hashes, and repeated failed sign-ins are blocked for a while.',
            'Your documents are stored privately and can only be opened through links that expire after a few minutes.',
            'Staff and partners can see only what their role needs, and admin actions are recorded.',
            'If there is a security breach that affects your information, we will tell you and the Information Regulator as POPIA section 22 requires.',
          ],
        },
        { kind: 'paragraph', text: 'You can help by choosing a strong password, not sharing it and signing out on shared computers.' },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and storage on your device',
      blocks: [
        {
          kind: 'paragraph',
          text: "Kusasa uses one cookie and your browser's own storage, only to make the site work. We use no advertising or tracking cookies. What we keep on your device:",
        },
        {
          kind: 'list',
          items: [
            'kusasa_session (a cookie): keeps you signed in. Scripts cannot read it, and it ends when you sign out or the session expires.',
            'kusasa-theme: whether you chose the light or dark theme.',
            'kusasa-remembered-email: your email address, only if you ticked "Remember me" when signing in.',
            'profile-wizard-storage: your progress in the profile form, so you can continue where you stopped.',
            'application-draft and application-sync-queue: application drafts saved on your device, so nothing is lost when your connection drops.',
            'pending_plan and pending_payment (kept only until you close the tab): the plan you chose before registering and the payment you are busy with.',
            'kusasa-toast-after-reload (kept only until you close the tab): a message to show after the page reloads.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear this storage in your browser settings at any time. If you block the session cookie, you cannot sign in.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to use them',
      blocks: [
        { kind: 'paragraph', text: 'POPIA gives you rights over your information. Here is how to use them on Kusasa:' },
        {
          kind: 'list',
          items: [
            'See your information: on your My Profile page, under Your data, choose Download my data to get a copy of everything we hold about you.',
            'Correct it: update your details in your profile, or ask us to correct anything you cannot change yourself.',
            'Delete it: on your My Profile page, under Your data, choose Delete my account. We delete your account, profile, documents and applications, and keep only the records the law requires, with your name removed.',
            'Object or withdraw consent: you may object to how we use your information or withdraw your consent by contacting our Information Officer. We may then no longer be able to provide the service.',
            'Not to receive marketing: we do not send marketing messages without your consent.',
          ],
        },
        { kind: 'paragraph', text: 'We answer requests sent to the Information Officer within 30 days. Using your rights is free.' },
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints to the Information Regulator',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are unhappy with how we handle your information, please tell our Information Officer first so we can try to fix it.',
        },
        {
          kind: 'paragraph',
          text:
            'You also have the right to complain to the Information Regulator (South Africa), the independent body that enforces POPIA. ' +
            'Its contact details and complaint forms are on its website, inforegulator.org.za.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy, we publish the new version here with a new "last updated" date. If you have an account, we show you a notice the next time you sign in, with a link to the new version, and record when you read it.',
        },
        { kind: 'paragraph', text: 'You can download any version you are shown as a PDF from this page.' },
      ],
    },
  ],
};
