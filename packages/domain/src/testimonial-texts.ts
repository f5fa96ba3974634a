// /testimonials: learner stories. The illustrative stories are ours and say so; real stories are
// learners' own, shown after an admin approves them. Import-free plain objects.

export const testimonialTexts = {
  intro: 'Stories from learners who applied with Kusasa, shared by them and checked by our team before they show.',
  illustrativeTitle: 'What applying with Kusasa can look like',
  illustrativeNote: 'These are illustrative stories that show how learners can use Kusasa. They are not quotes from real people.',
  illustrativeBy: 'Illustrative story: {who}',
  realTitle: 'Stories from learners',
  realNone: 'No learner has shared a story yet.',
  shareTitle: 'Share your story',
  shareIntro: 'Tell other learners how applying went. Our team reads every story before it shows here.',
  shareNotYet: 'You can share your story once you have submitted an application.',
  shareSignIn: 'Sign in to share your story.',
  displayName: 'Name to show',
  displayNameHint: 'For example your first name and the first letter of your surname.',
  context: 'About you',
  contextHint: 'For example: Grade 12 learner, Limpopo.',
  story: 'Your story',
  submit: 'Send my story',
  submitted: 'Thanks! Your story is waiting for approval.',
  yourStory: 'Your story',
  statusLabels: { pending: 'Waiting for approval', approved: 'Shown on this page', rejected: 'Not shown' },
  nameRequired: 'Please enter the name to show',
  contextRequired: 'Please say a little about yourself',
  storyRequired: 'Please write your story',
  storyTooLong: 'Please keep your story under {max} characters.',
  notEligible: 'You can share your story once you have submitted an application.',
  notFound: 'Story not found',
  reviewTitle: 'Stories waiting for approval',
  approve: 'Approve',
  reject: 'Reject',
  reviewed: 'Story updated',
  reviewNone: 'No stories are waiting.',
  loadFailed: 'Failed to load the stories',
} as const;

/** Illustrative stories, labelled as such wherever they show (the landing section and /testimonials). */
export const illustrativeStories = [
  { quote: 'I applied to three universities from my phone and always knew where each application stood.', who: 'Grade 12 learner, Limpopo' },
  { quote: 'Thandi explained how APS scores work and which programmes fit my marks, so I stopped guessing.', who: 'Matriculant, KwaZulu-Natal' },
  { quote: 'I uploaded my ID and results once and used them for every application.', who: 'TVET college applicant, Eastern Cape' },
] as const;
