export const legalKeys = {
  informationOfficer: ['legal', 'information-officer'] as const,
  updates: ['legal', 'updates'] as const,
};
