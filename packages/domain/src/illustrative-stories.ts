// Apart from ./testimonial-texts.ts so that the landing page loads the stories without the rest
// of /testimonials' texts (sharing, review). Import-free plain objects.

/** Illustrative stories, labelled as such wherever they show (the landing section and /testimonials). */
export const illustrativeStories = [
  { quote: 'I applied to three universities from my phone and always knew where each application stood.', who: 'Grade 12 learner, Limpopo' },
  { quote: 'Thandi explained how APS scores work and which programmes fit my marks, so I stopped guessing.', who: 'Matriculant, KwaZulu-Natal' },
  { quote: 'I uploaded my ID and results once and used them for every application.', who: 'TVET college applicant, Eastern Cape' },
] as const;
