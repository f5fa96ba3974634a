// Session lifetimes. The seeds end a session 8 hours after sign-in; 'Remember me for 7 days'
// makes it 7 days, so the checkbox does what it says.
export const DEFAULT_SESSION_MINUTES = 8 * 60;
export const REMEMBER_ME_DAYS = 7;
export const REMEMBER_ME_MINUTES = REMEMBER_ME_DAYS * 24 * 60;
