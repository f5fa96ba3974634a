// Texts of success insights (issue 31). Plain words, never a promise. Import-free on purpose.

export const insightTexts = {
  againstMinimum: (unit: string, score: number, minimum: number): string =>
    score >= minimum
      ? `Your ${unit} for this programme is ${score}; it publishes a minimum of ${minimum}, so you are ${score - minimum} above it.`
      : `Your ${unit} for this programme is ${score}; it publishes a minimum of ${minimum}, so you are ${minimum - score} short.`,
  noMinimum: (unit: string, score: number, max: number): string => `Your ${unit} for this programme is ${score} of ${max}; it publishes no minimum score.`,
  meets: 'You meet the published minimums. Institutions choose among applicants who meet them, so this is not a promise of a place.',
  nearly: 'You are close to the published minimums. Final marks or another subject choice could change this; ask your counselor.',
  doesNotMeet: 'You do not meet the published minimums yet. Look at programmes still open in the same field, or talk to your counselor.',
  noMarks: 'Add your marks in your profile to see how you compare.',
  title: 'How you compare',
  offer: 'With Pro + AI, each application shows how your marks compare with the programme’s published minimums.',
};
