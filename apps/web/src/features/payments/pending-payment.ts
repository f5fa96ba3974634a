// The payment on its way through PayFast (seed 002 section 3): its merchant reference is kept as
// pending_payment in session storage until the result page has verified it.
export const PENDING_PAYMENT_KEY = 'pending_payment';

export function rememberPendingPayment(merchantReference: string): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_KEY, merchantReference);
  } catch {
    // Storage blocked: the return URL carries the reference (m_payment_id) anyway.
  }
}

export function readPendingPayment(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PAYMENT_KEY);
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing was stored.
  }
}
