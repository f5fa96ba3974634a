// User-facing texts of the institutions, programmes and APS calculator pages (seed 001 sections 2
// and 8; quoted seed strings are verbatim). Import-free on purpose: public pages bundle it.

/** A fact the institution's sources do not give (issue 26): shown, never guessed. */
export const NOT_PUBLISHED = 'Not published';

export const institutionTypeLabels = {
  university: 'University',
  tvet: 'TVET college',
  college: 'College',
} as const;

export const institutionListTexts = {
  intro: 'Public universities and TVET colleges in South Africa. Search by name or filter by province and type.',
  searchLabel: 'Search institutions',
  searchPlaceholder: 'Search by name',
  searchButton: 'Search',
  provinceLabel: 'Province',
  allProvinces: 'All provinces',
  typeLabel: 'Type',
  allTypes: 'All types',
  loading: 'Loading institutions...',
  loadFailed: 'Failed to load institutions',
  tryAgain: 'Try Again',
  empty: 'No Institutions Available',
  emptyBody: 'There are no institutions to show yet. Please check back later.',
  noMatches: 'No institutions match your search',
  noMatchesBody: 'Try another name, or clear the filters.',
  clearFilters: 'Clear filters',
  count: (n: number): string => (n === 1 ? '1 institution' : `${n} institutions`),
  viewDetails: 'View details',
  apsCalculatorLink: 'Work out your APS',
} as const;

export const institutionDetailTexts = {
  loading: 'Loading institution...',
  notFoundTitle: 'Institution Not Found',
  notFoundBody: 'The institution you are looking for does not exist',
  backToInstitutions: 'Back to Institutions',
  loadFailed: 'Failed to load institutions',
  tryAgain: 'Try Again',
  about: 'About',
  noDescription: 'No description yet.',
  contact: 'Contact',
  type: 'Type',
  location: 'Location',
  province: 'Province',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  notConfirmed: 'Not confirmed',
  programmes: 'Programmes',
  programmesLoading: 'Loading programmes...',
  programmesFailed: 'Failed to load programs',
  noProgrammes: 'No programmes listed for this institution yet.',
  faculty: 'Faculty',
  qualification: 'Qualification',
  studyMode: 'Study mode',
  minimumAps: 'Minimum APS',
  /** 'Minimum Applicant Score' for NMU's programmes: the label of the programme's rule pack unit. */
  minimumScore: (unitLabel: string): string => `Minimum ${unitLabel}`,
  /** A subject-specific minimum next to the main one: '385 with Mathematical Literacy'. */
  minimumWithSubject: (minAps: number, subject: string): string => `${minAps} with ${subject}`,
  noMinimumAps: 'None stated',
  subjectRequirements: 'Subject requirements',
  noSubjectRequirements: 'None stated',
  confirm: 'Requirements change every year: confirm with the institution.',
  checkEligibility: 'See which of these you qualify for',
  nqfLevel: 'NQF level',
  duration: 'Duration',
  years: (years: number): string => (years === 1 ? '1 year' : `${years} years`),
  campus: 'Campus',
  entryGrade: 'Entry',
  grade: (grade: number): string => `Grade ${grade} pass`,
  closesOn: 'Applications close',
  tuition: 'Tuition (a year)',
  otherRequirements: 'Also required',
  source: 'Source',
  sourceLine: (title: string, checkedOn: string | null): string => (checkedOn ? `${title}, checked on ${checkedOn}` : title),
} as const;

export const programmeListTexts = {
  intro: 'Programmes at public universities and TVET colleges, with their entry requirements.',
  searchLabel: 'Search programmes',
  searchPlaceholder: 'Programme, faculty or institution',
  institutionLabel: 'Institution',
  allInstitutions: 'All institutions',
  loading: 'Loading programmes...',
  loadFailed: 'Failed to load programs',
  banner: 'Error loading institutions or programs. Please try again later.',
  tryAgain: 'Try Again',
  empty: 'No programmes available yet.',
  noMatches: 'No programmes match your search.',
  count: (n: number): string => (n === 1 ? '1 programme' : `${n} programmes`),
  showMoreInstitutions: (shown: number, total: number): string => `Show more institutions (${shown} of ${total} shown)`,
  addMarksTitle: 'See which programmes you qualify for',
  addMarksBody: 'Add your Grade 11 or Grade 12 marks to your profile and we will check each programme for you.',
  addMarksLink: 'Add your marks',
  eligibilityFrom: (marks: string): string => `Checked against your ${marks} marks.`,
  eligibilityFailed: 'We could not check your eligibility right now.',
  apsCalculatorLink: 'Try the APS calculator',
  eligibilityBadge: { meets: 'Meets', nearly: 'Nearly meets', does_not_meet: 'Does not meet' },
  /** The learner's score under the programme's own rule, in its unit: 'Your score: Applicant Score 415 / 600'. */
  learnerScore: (withUnit: string): string => `Your score: ${withUnit}`,
} as const;

export const sittingLabels = {
  'grade11-final': 'Grade 11 final',
  'grade12-june': 'Grade 12 June',
  'grade12-trial': 'Grade 12 trial',
  'grade12-final': 'Grade 12 final',
} as const;

export const myApsTexts = {
  title: 'Your APS',
  loading: 'Loading your APS...',
  failed: 'We could not load your APS right now.',
  outOf: (score: number, max: number): string => `${score} / ${max}`,
  scoreLabel: (score: number, max: number): string => `APS ${score} out of ${max}`,
  rule: 'Best six subjects, Life Orientation excluded',
  from: (sitting: string): string => `From your ${sitting} marks`,
  passType: 'Pass reached',
  noMarks: 'Add your marks to see your APS',
  addMarks: 'Add your marks',
  seePrograms: 'See programmes you qualify for',
  /** Institutions in the catalogue that rank by a score of their own (NMU's Applicant Score out of 600). */
  ownScoresHeading: 'Institutions with their own score',
  ownScore: (institution: string, withUnit: string): string => `${institution}: ${withUnit}`,
} as const;

export const apsCalculatorTexts = {
  intro: 'Enter your marks to see your Admission Point Score (APS), the NSC pass they reach and whether you meet a programme. Nothing is saved.',
  sittingLabel: 'Which marks are these?',
  subjectsHeading: 'Your subjects',
  subjectLabel: (row: number): string => `Subject ${row}`,
  markLabel: (row: number): string => `Mark for subject ${row} (%)`,
  otherSubject: 'Other (type it)',
  otherSubjectLabel: (row: number): string => `Name of subject ${row}`,
  chooseSubject: 'Choose a subject',
  addSubject: 'Add subject',
  removeSubject: (row: number): string => `Remove subject ${row}`,
  resultsHeading: 'Your results',
  apsHeading: 'APS (common rule)',
  apsRule: 'The NSC levels (1 to 7) of your best six 20-credit subjects added up; Life Orientation does not count. Maximum 42.',
  countedHeading: 'Subjects counted',
  level: (level: number, points: number): string => `Level ${level}, ${points} points`,
  points: (points: number): string => `${points} points`,
  notCounted: 'Not counted',
  noneCounted: 'Enter at least one mark to see your score.',
  packsHeading: 'Score by institution rule',
  packsNote: 'Some institutions score marks their own way. Rules change every year: confirm with the institution.',
  passHeading: 'NSC pass reached',
  passMissing: 'For the next pass up you still need:',
  programmeHeading: 'Check a programme',
  institutionLabel: 'Institution',
  programmeLabel: 'Programme',
  chooseInstitution: 'Choose an institution',
  chooseProgramme: 'Choose a programme',
  selectInstitutionFirst: 'Select a university first',
  noProgrammes: 'No programs found',
  programmesFailed: 'Failed to load programs',
  institutionsFailed: 'Failed to load institutions',
  minAps: (min: number | null, packName: string, unitLabel = 'APS'): string =>
    min === null ? `No minimum ${unitLabel} stated (${packName})` : `Minimum ${unitLabel} ${min} (${packName})`,
  /** 'Your APS under this rule: 34 out of 42', 'Your Applicant Score under this rule: 415 out of 600'. */
  yourScore: (score: number, max: number, unitLabel = 'score'): string => `Your ${unitLabel} under this rule: ${score} out of ${max}`,
  programmesLink: 'Browse programmes',
  apsSoFar: (score: number): string => `APS ${score} / 42`,
  seeResults: 'See results',
} as const;

export const requirementTexts = {
  level: (level: number, mark: number): string => `level ${level} (${mark}% or more)`,
  mark: (mark: number): string => `${mark}% or more`,
  taken: 'taken (no minimum stated)',
  either: (alternatives: readonly string[]): string => alternatives.join('; or '),
} as const;

export const qualificationTypeLabels: Record<string, string> = {
  bachelor: "Bachelor's degree",
  diploma: 'Diploma',
  higher_certificate: 'Higher Certificate',
  national_certificate_vocational: 'National Certificate (Vocational)',
  nated: 'NATED (N4-N6)',
};

export const studyModeLabels: Record<string, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  distance: 'Distance',
};

/** A stored code as words when it has no label: 'block_release' -> 'Block release'. */
export function labelOf(labels: Record<string, string>, value: string): string {
  const spaced = value.replace(/[_-]+/g, ' ');
  return labels[value] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const universitySubtypeLabels: Record<string, string> = {
  traditional: 'Traditional university',
  comprehensive: 'Comprehensive university',
  'university of technology': 'University of technology',
};
