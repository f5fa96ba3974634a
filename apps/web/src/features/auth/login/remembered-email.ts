// 'Remember me for 7 days': only the email is kept in this browser, to fill in the form next
// time. No token or other personal data is stored (the session is an httpOnly cookie).

export const REMEMBERED_EMAIL_KEY = 'kusasa-remembered-email';

export function readRememberedEmail(): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED_EMAIL_KEY);
  } catch {
    return null;
  }
}

/** False when the browser refused to store it. */
export function rememberEmail(email: string): boolean {
  try {
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    return true;
  } catch {
    return false;
  }
}

export function forgetRememberedEmail(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Nothing stored, or storage blocked: nothing to remove.
  }
}
