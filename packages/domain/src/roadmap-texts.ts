// User-facing texts of the personalised roadmap and interview practice (issue 31, Pro + AI).
// Import-free on purpose, except the plain day formatter.
import { formatIsoDay } from './rules/dates.ts';

interface Names {
  programme: string;
  institution: string;
}

export const roadmapTexts = {
  someProgramme: 'your programme',
  someInstitution: 'your institution',
  task: {
    assessment: 'Take the Career Assessment to see the fields that suit you',
    marks: 'Save your latest marks so Kusasa can work out your APS',
    idCopy: 'Upload a certified copy of your ID',
    results: 'Upload your latest school results (Grade 11 or Grade 12)',
    fundingQuestionnaire: 'Answer the funding check to see if NSFAS is for you',
    submit: ({ programme, institution }: Names, closesOn: string | null): string =>
      `Finish and submit your application for ${programme} at ${institution}${closesOn ? ` (closes ${formatIsoDay(closesOn)})` : ''}`,
    resubmit: ({ programme, institution }: Names): string => `Send ${institution} what it asked for on your ${programme} application`,
    interview: ({ programme }: Names): string => `Practise interview questions for ${programme}`,
    fundingDocument: (label: string): string => `Upload a certified copy for NSFAS: ${label}`,
    applyNsfas: (closesOn: string): string => `Apply to NSFAS on myNSFAS before ${formatIsoDay(closesOn)}`,
    consider: ({ programmeName, institutionName }: { programmeName: string; institutionName: string }): string =>
      `Consider ${programmeName} at ${institutionName}: it matches your Career Assessment`,
  },
  planRequired: 'Your personalised roadmap is part of Pro + AI. Upgrade to see what to do each week until your closing dates.',
  page: {
    intro: 'What to do each week until your closing dates, from your applications, documents, marks, funding check and Career Assessment.',
    feature: 'Personalised roadmap',
    loading: 'Working out your roadmap...',
    failed: 'We could not load your roadmap.',
    retry: 'Try Again',
    empty: 'Nothing to plan yet. Start an application or the funding check, and your weeks will appear here.',
    week: (number: number): string => (number === 1 ? 'This week' : `Week ${number}`),
    weekDates: (startsOn: string, endsOn: string): string => `${formatIsoDay(startsOn)} to ${formatIsoDay(endsOn)}`,
    until: (day: string): string => `Your roadmap runs until ${formatIsoDay(day)}, your last date that matters.`,
    done: 'Done',
    toDo: 'To do',
    dueOn: (day: string): string => `by ${formatIsoDay(day)}`,
    open: 'Go there',
    progress: (done: number, total: number): string => `${done} of ${total} done`,
    interviewLink: 'Practise for interviews',
  },
} as const;

export const interviewPracticeTexts = {
  planRequired: 'Interview practice is part of Pro + AI. Upgrade to practise the questions selection panels ask.',
  unknownApplication: 'That application is not one of yours.',
  page: {
    intro: 'Questions selection panels often ask for your field, each with a tip on what a good answer shows. Say your answers out loud.',
    feature: 'Interview practice',
    loading: 'Loading your questions...',
    failed: 'We could not load your questions.',
    retry: 'Try Again',
    choose: 'Practise for',
    chooseField: 'Or choose a field',
    application: (programme: string, institution: string): string => `${programme} at ${institution}`,
    questionsFor: (field: string): string => `Questions for ${field}`,
    tip: 'Tip',
    bookTitle: 'Practise with a counsellor',
    bookBody: 'Book an Interview Preparation session: a counsellor asks you these questions and tells you how to improve.',
    book: 'Book Interview Preparation',
    askThandi: 'Ask Thandi for more',
  },
  thandi: {
    intro: (field: string): string => `Interview practice questions for ${field}, with a tip on a good answer for each:`,
    line: (index: number, question: string, tip: string): string => `${index}. ${question} Tip: ${tip}`,
    more: 'Practise them out loud at /interview-practice, or book an Interview Preparation session at /consultations.',
    upgrade:
      'Interview practice questions are part of Pro + AI. See the plans at /pricing; you can also book an Interview Preparation session at /consultations.',
    source: 'Kusasa interview practice',
  },
} as const;
