// User management, the Admin Activity Log and the role-change notification (seeds 000 and 002),
// verbatim where the seeds give them. Import-free, and apart from texts.ts on purpose: the landing
// page imports texts.ts, so every text kept there that any page uses ships in the landing page's
// first load (decision 0010); these are only needed by admin pages and the API.
export const adminTexts = {
  fetchUsersFailed: 'Failed to fetch users',
  updateRoleFailed: 'Failed to update user role',
  roleUpdated: 'User role updated successfully',
  selectRole: 'Please select a role: student, consultant, institution, sponsor, nsfas or admin',
  userNotFound: 'User not found',
  notAuthenticated: 'User not authenticated',
  activitySearchPlaceholder: 'Search activities...',
  activityEmpty: 'No activity logs found',
  // The notification the changed user gets (Kusasa's own wording); {from} and {to} are user types.
  roleChangedTitle: 'Your account type changed',
  roleChangedMessage: 'An administrator changed your account type from {from} to {to}.',
} as const;
