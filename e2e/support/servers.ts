/** The main product server of an e2e run. */
export const MAIN_PORT = 3170;
/** A second server whose sessions last 6 seconds, for the session-expiry journey. */
export const SHORT_SESSION_PORT = 3171;
export const SHORT_SESSION_BASE_URL = `http://127.0.0.1:${SHORT_SESSION_PORT}`;
