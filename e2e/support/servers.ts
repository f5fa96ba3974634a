// E2E_PORT moves both servers, so two checkouts on one machine can run their journeys at once.
const basePort = Number(process.env.E2E_PORT ?? 3170);

/** The main product server of an e2e run. */
export const MAIN_PORT = basePort;
/** A second server whose sessions last 6 seconds, for the session-expiry journey. */
export const SHORT_SESSION_PORT = basePort + 1;
export const SHORT_SESSION_BASE_URL = `http://127.0.0.1:${SHORT_SESSION_PORT}`;

/** The dev mailbox's token on every server an e2e run starts (DEV_MAILBOX_TOKEN), sent by support/mailbox.ts. */
export const E2E_MAILBOX_TOKEN = `e2e-dev-mailbox-token-${basePort}`;

/** The fake SMSC (support/fake-smsc.ts): SMPP for the product, HTTP for journeys to read what it received. */
export const SMSC_PORT = basePort + 5;
export const SMSC_HTTP_PORT = basePort + 6;
export const E2E_SMSC = { systemId: 'kusasa-e2e', password: 'e2e-pass' } as const;
