import { type Deadline, type DeadlineList, deadlineListSchema } from '@kusasa/domain/schemas/deadlines';

// Deadline lists as GET /api/deadlines answers them, parsed with the contract's schema.

const base: Deadline = {
  id: 'application-closes:00000000-0000-4000-8000-000000000001',
  kind: 'application-closes',
  date: '2026-09-30',
  title: 'Wits closes: BSc Computer Science',
  institution: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Wits' },
  programme: { id: '00000000-0000-4000-8000-0000000000b1', name: 'BSc Computer Science' },
  toDo: 'Submit your draft',
  daysLeft: 1,
  status: 'upcoming',
  source: { title: 'Wits admissions 2027', url: 'https://www.wits.ac.za/applications', checkedOn: '2026-08-20' },
  link: '/apply',
  afterClosing: null,
};

export const deadline = (overrides: Partial<Deadline> = {}): Deadline => ({ ...base, ...overrides });

export const upcomingList: Deadline[] = [
  deadline(),
  deadline({
    id: 'nsfas-opens:2027',
    kind: 'nsfas-opens',
    date: '2026-10-01',
    title: 'NSFAS applications open for 2027',
    institution: null,
    programme: null,
    toDo: 'Get your certified documents ready for myNSFAS',
    daysLeft: 2,
    link: '/funding',
    source: { title: 'NSFAS opens 2027 applications', url: 'https://www.nsfas.org.za', checkedOn: '2026-09-20' },
  }),
  deadline({
    id: 'certification-expires:applicant-id:doc-1',
    kind: 'certification-expires',
    date: '2026-10-05',
    title: 'Certified copy expires: Your ID',
    institution: null,
    programme: null,
    toDo: 'Certify a new copy',
    daysLeft: 6,
    link: '/funding',
    source: null,
  }),
  deadline({ id: 'nsfas-closes:2027', kind: 'nsfas-closes', date: '2026-11-15', title: 'NSFAS applications close for 2027', daysLeft: 47, link: '/funding' }),
];

export const closedDeadline = deadline({
  id: 'application-closes:00000000-0000-4000-8000-000000000002',
  date: '2026-09-20',
  title: 'UJ closes: BEng Civil',
  daysLeft: -9,
  status: 'closed',
  toDo: 'Submit as a late application',
  afterClosing: {
    lateUntil: null,
    lateRules: 'With a late fee of R100',
    openElsewhere: [{ institutionName: 'TUT', what: 'BEng Civil', closesOn: '2026-10-31', link: '/institutions/tut' }],
    tvetIntakes: [{ institutionName: 'Ekurhuleni West TVET College', what: 'Trimester 2', closesOn: null, link: '/institutions/ewc' }],
  },
});

export const deadlineList = (deadlines: Deadline[] = upcomingList): DeadlineList => deadlineListSchema.parse({ today: '2026-09-29', deadlines });
