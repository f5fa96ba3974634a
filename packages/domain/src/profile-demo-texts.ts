// /profile-demo (seed 001): a demo profile card with sample data, a follow toggle that is not real
// behaviour, and a bio counter of 160 characters. Everything on it is labelled as a demo.

/** Seed 001 sections 2 and 4: the demo bio's counter limit. */
export const PROFILE_DEMO_BIO_MAX_LENGTH = 160;

export const profileDemoTexts = {
  badge: 'Demo',
  intro: 'This is what a learner profile card can look like. The learner below is a sample, not a real person, and nothing you do here is saved.',
  sample: {
    name: 'Sample Learner',
    headline: 'Grade 12 learner · Gauteng',
    school: 'Sample High School',
    interests: ['Engineering', 'Mathematics', 'Robotics'],
    bio: 'I want to study engineering and build things that help my community.',
  },
  follow: 'Follow',
  following: 'Following',
  followNote: 'Demo only: following is not saved and nobody is told.',
  bioLabel: 'Bio',
  /** {n}: characters used; {max}: the limit. */
  bioCounter: '{n}/{max}',
  startReal: 'Build your real profile',
} as const;
