// Interview practice (issue 31, Pro + AI): questions South African selection panels commonly ask,
// per field of study, each with a short tip on what a good answer shows. Curated by hand; the
// words that pick a field from a programme's name or faculty (or a question to Thandi) are here too.

export const INTERVIEW_FIELDS = ['health-sciences', 'engineering', 'teaching', 'law', 'commerce', 'arts', 'tvet-trades', 'general'] as const;
export type InterviewField = (typeof INTERVIEW_FIELDS)[number];

export interface PracticeQuestion {
  question: string;
  tip: string;
}

export interface InterviewFieldInfo {
  name: string;
  /** Lower-case word starts looked for in a programme's name and faculty, or in a question. */
  keywords: readonly string[];
  questions: readonly PracticeQuestion[];
}

const OPENERS: readonly PracticeQuestion[] = [
  {
    question: 'Tell us about yourself.',
    tip: 'Two minutes: where you come from, what you are good at, and one thing you did that shows it. Link it to the course.',
  },
  {
    question: 'Why did you choose this institution?',
    tip: 'Name something real about it (a clinic, a lab, a bursary, the campus near home) that you read or saw, not only its ranking.',
  },
];

export const INTERVIEW_QUESTIONS: Record<InterviewField, InterviewFieldInfo> = {
  'health-sciences': {
    name: 'Health sciences (nursing, medicine, therapy, pharmacy)',
    keywords: ['nurs', 'medic', 'health', 'pharm', 'physio', 'occupational', 'radiograph', 'dent', 'dietet', 'clinical', 'paramedic', 'emergency'],
    questions: [
      ...OPENERS,
      {
        question: 'Why do you want to work in health care?',
        tip: 'Tell a short true story (caring for a family member, a clinic visit) and what it taught you about patients, not only about yourself.',
      },
      {
        question: 'How would you handle a patient who is rude or frightened?',
        tip: 'Show patience: stay calm, listen, explain what you are doing, and ask a senior for help when needed.',
      },
      {
        question: 'What do you know about the public health system in South Africa?',
        tip: 'Mention clinics and hospitals, staff shortages or the National Health Insurance plans, and where you would like to help.',
      },
      {
        question: 'Describe a time you worked under pressure.',
        tip: 'Use the STAR shape: the situation, your task, what you did, and the result. Exams or a family crisis count.',
      },
    ],
  },
  engineering: {
    name: 'Engineering and the built environment',
    keywords: ['engineer', 'built environment', 'construct', 'architect', 'survey', 'mechatron', 'civil', 'electrical', 'mechanical', 'chemical'],
    questions: [
      ...OPENERS,
      {
        question: 'Why engineering, and which branch?',
        tip: 'Connect a problem you care about (water, electricity, roads) to the branch that solves it.',
      },
      {
        question: 'Tell us about something you built, fixed or designed.',
        tip: 'Any project counts: a school science expo, fixing a bicycle, a coding project. Say what went wrong and how you fixed it.',
      },
      {
        question: 'How do you cope with a heavy maths and science workload?',
        tip: 'Give your study routine and how you get help (study groups, past papers, asking teachers).',
      },
      { question: 'How do engineers affect communities?', tip: 'Mention safety, load shedding, clean water or housing, and the duty to do work honestly.' },
    ],
  },
  teaching: {
    name: 'Teaching and education',
    keywords: ['educat', 'teach', 'b ed', 'bed ', 'foundation phase', 'intermediate phase', 'senior phase', 'ecd', 'early childhood'],
    questions: [
      ...OPENERS,
      {
        question: 'Why do you want to become a teacher?',
        tip: 'A teacher who changed something for you, or tutoring you have done, is stronger than "I like children".',
      },
      {
        question: 'How would you help a learner who is falling behind?',
        tip: 'Find out why first, then extra practice, patience and contact with the parents or guardians.',
      },
      {
        question: 'How would you manage a class of 45 learners?',
        tip: 'Clear rules from day one, learners\u2019 names, group work, and fairness for everyone.',
      },
      { question: 'Which phase or subject do you want to teach, and why?', tip: 'Show you know the phases and link the choice to your own strengths.' },
    ],
  },
  law: {
    name: 'Law',
    keywords: ['law', 'llb', 'legal', 'juris', 'criminolog', 'policing'],
    questions: [
      ...OPENERS,
      { question: 'Why do you want to study law?', tip: 'Avoid only TV shows: name a right in the Constitution or a case in the news that matters to you.' },
      {
        question: 'What is a current legal issue in South Africa you have followed?',
        tip: 'Read the news this week. Give both sides briefly, then your view with a reason.',
      },
      { question: 'Is it ever right to break the law?', tip: 'There is no single right answer: show you can reason calmly and respect other views.' },
      { question: 'How do you handle a lot of reading?', tip: 'Say how you summarise, plan your time and check your understanding.' },
    ],
  },
  commerce: {
    name: 'Commerce, business and accounting',
    keywords: ['commerce', 'bcom', 'b com', 'account', 'business', 'econom', 'financ', 'management', 'marketing', 'actuar', 'logistics'],
    questions: [
      ...OPENERS,
      {
        question: 'Why commerce, and which career do you see after it?',
        tip: 'Name a career (chartered accountant, economist, entrepreneur) and what you know about the road to it.',
      },
      {
        question: 'Tell us about a time you handled money or led something.',
        tip: 'A tuck shop, a savings club, a class committee: what you did and what you learnt.',
      },
      {
        question: 'What do you think about the South African economy right now?',
        tip: 'One trend (unemployment, interest rates, small business) and why it matters.',
      },
      { question: 'How do you work in a team?', tip: 'Give an example where you listened, shared the work and solved a disagreement.' },
    ],
  },
  arts: {
    name: 'Arts, humanities and social sciences',
    keywords: ['art', 'humanit', 'social', 'music', 'drama', 'design', 'journal', 'media', 'psycholog', 'languag', 'film', 'fashion'],
    questions: [
      ...OPENERS,
      {
        question: 'What draws you to this field?',
        tip: 'Show your own work or reading: a portfolio piece, a book, a community project, and what you want to explore.',
      },
      { question: 'Talk us through a piece of your work.', tip: 'Explain your idea, your choices and what you would change now. Bring it if they ask.' },
      { question: 'How will you use this degree after you finish?', tip: 'Name more than one path: jobs, further study, starting something of your own.' },
      { question: 'How do you take criticism?', tip: 'Give an example where feedback made your work better.' },
    ],
  },
  'tvet-trades': {
    name: 'TVET colleges and trades',
    keywords: ['tvet', 'n4', 'n5', 'n6', 'nc(v)', 'ncv', 'trade', 'artisan', 'plumb', 'weld', 'electrician', 'fitting', 'motor', 'hospitality', 'boiler'],
    questions: [
      ...OPENERS,
      { question: 'Why this trade?', tip: 'Show hands-on interest: something you repaired, a relative in the trade, or the work you want to do.' },
      {
        question: 'Are you ready for practical work and workplace training?',
        tip: 'Say you know the course mixes theory, workshops and a workplace, and you are ready for early starts.',
      },
      { question: 'How do you stay safe at work?', tip: 'Protective clothing, following instructions, reporting danger: safety first is the right attitude.' },
      { question: 'Where do you see yourself after qualifying?', tip: 'A trade test, a job, or your own business one day: show a plan.' },
    ],
  },
  general: {
    name: 'Any programme',
    keywords: [],
    questions: [
      ...OPENERS,
      { question: 'What are your strengths and weaknesses?', tip: 'One real strength with an example, and one weakness you are working on and how.' },
      { question: 'Why should we choose you?', tip: 'Bring it together: your marks, your commitment and what you will add to the class.' },
      {
        question: 'Where do you see yourself in five years?',
        tip: 'Finished or finishing your studies, working towards a clear goal; be honest and specific.',
      },
      { question: 'Do you have any questions for us?', tip: 'Always ask one: about support for first-years, tutoring, residences or work experience.' },
    ],
  },
};
