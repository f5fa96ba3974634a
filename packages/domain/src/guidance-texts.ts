// User-facing texts of /career-guidance and /consultations (seed 001 section 2) and of the plan
// gate. Import-free on purpose. Resources are real public services; the success stories are
// illustrative and say so.

export const guidanceTexts = {
  intro: 'Find out what suits you, what to study and where, and get help when you need it.',
  basic: {
    title: 'Basic Guidance',
    badge: 'Starter',
    body: 'Ask Thandi, our AI assistant, about careers, subjects, APS scores, applications and funding.',
    action: 'Chat with Thandi',
  },
  assessment: {
    title: 'Career Assessment',
    badge: 'Essential or higher',
    body: 'Rate twelve statements about what you enjoy. We match your interests to study fields and to programmes in our catalogue.',
    instructions: 'Rate each statement from 1 (not like me) to 5 (very like me). There are no right or wrong answers.',
    submit: 'See my results',
    submitting: 'Scoring...',
    incomplete: 'Please rate every statement.',
    /** The server's PLAN_LIMIT message below Essential. */
    planRequired: 'Career Assessment is available on Essential or higher. Upgrade to use it.',
    failed: 'We could not score your assessment. Please try again.',
    resultsTitle: 'Your top interest areas',
    scoresTitle: 'All interest areas',
    fieldsTitle: 'Study fields to explore',
    programmesTitle: 'Programmes that match your interests',
    noProgrammes: 'No programmes in our catalogue match these areas yet. Browse all programmes to find more.',
    browse: 'Browse programmes',
    again: 'Take it again',
    score: (score: number): string => `${score}%`,
    note: 'This is an interest guide, not an aptitude test. Talk your results through with a teacher, counsellor or Thandi.',
  },
  expert: {
    title: 'Expert Counseling',
    badge: 'Pro + AI',
    body: 'One-on-one sessions with a career counsellor.',
    soon: 'Book a session with a Kusasa counsellor: Pro + AI includes one Career Guidance and one Interview Preparation session.',
    more: 'Book a consultation',
  },
  resources: {
    title: 'Resources',
    items: [
      {
        name: 'NSFAS (National Student Financial Aid Scheme)',
        url: 'https://www.nsfas.org.za',
        body: 'Government bursaries for study at public universities and TVET colleges. Apply online when applications open.',
      },
      {
        name: 'Career Development Services (Department of Higher Education and Training)',
        url: 'https://www.careerhelp.org.za',
        body: 'Free career information and advice from the government, including help choosing a study path.',
      },
      {
        name: 'SAQA (South African Qualifications Authority)',
        url: 'https://www.saqa.org.za',
        body: 'Check that a qualification is registered on the National Qualifications Framework before you enrol.',
      },
      {
        name: 'Department of Higher Education and Training',
        url: 'https://www.dhet.gov.za',
        body: 'Lists of registered public universities, TVET colleges and private providers.',
      },
      {
        name: 'Central Applications Office (CAO)',
        url: 'https://www.cao.ac.za',
        body: 'One application for several KwaZulu-Natal institutions.',
      },
      {
        name: 'Department of Basic Education: past exam papers',
        url: 'https://www.education.gov.za',
        body: 'NSC past papers and memos to prepare for your final exams.',
      },
    ],
  },
  stories: {
    title: 'Success stories',
    label: 'Illustrative story: not a real person',
    items: [
      {
        name: 'Lerato, Grade 12, Limpopo',
        body: 'Lerato enjoyed biology but was unsure about medicine. The assessment pointed her to health sciences; she compared APS requirements, applied for Medical Laboratory Science and applied for NSFAS funding on time.',
      },
      {
        name: 'Sipho, TVET learner, Gauteng',
        body: 'Sipho liked fixing things. He chose an NC(V) in Electrical Infrastructure Construction at a TVET college and used Thandi to plan his N-level studies after it.',
      },
      {
        name: 'Ayesha, Grade 11, Western Cape',
        body: 'Ayesha started early: she checked which subjects her chosen BCom needs, kept her Mathematics mark up, and had her documents ready before applications opened.',
      },
    ],
  },
} as const;

export const consultationTexts = {
  intro: 'Book a one-on-one session with a career counsellor.',
  sessionsTitle: 'Session types',
  sessions: {
    'career-guidance': 'Explore careers and study options that fit your interests and marks.',
    'application-review': 'Go through your application and documents before you submit.',
    'interview-preparation': 'Practise for selection interviews and auditions.',
  },
  duration: (minutes: number): string => `${minutes} minutes`,
} as const;

export const planGateTexts = {
  locked: (planName: string): string => `Available on ${planName} or higher`,
  lockedTop: (planName: string): string => `Available on ${planName}`,
  upgradeTitle: 'Upgrade to unlock',
  upgradeBody: (feature: string, planName: string): string => `${feature} is part of the ${planName} plan. Upgrade to use it.`,
  upgrade: 'View plans',
  signInHint: 'Already on a paid plan? Sign in to use it.',
  signIn: 'Sign in',
  checking: 'Checking your plan...',
  planFailed: 'We could not check your plan. Showing the Starter features.',
} as const;
