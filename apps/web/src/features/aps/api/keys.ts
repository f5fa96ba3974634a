/** Query keys of the learner's APS and programme eligibility (both read the saved marks). */
export const apsKeys = {
  all: ['aps'] as const,
  me: () => [...apsKeys.all, 'me'] as const,
  eligibility: () => [...apsKeys.all, 'eligibility'] as const,
};
