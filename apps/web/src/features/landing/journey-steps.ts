/** The six steps of the learner's profile journey (seed 001, section 4: journey steps). */
export const journeySteps = [
  { title: 'Personal Information', description: 'Your name, South African ID number and gender.' },
  { title: 'Contact Details', description: 'Your phone number, email and an emergency contact.' },
  { title: 'Address', description: 'Where you live, for applications and funding forms.' },
  { title: 'Education', description: 'Your school and your Grade 11 and Grade 12 subjects and marks.' },
  { title: 'Document Upload', description: 'Your ID, results and proof of residence, uploaded once.' },
  { title: 'Review & Submit', description: 'Check everything, then send your application.' },
] as const;
