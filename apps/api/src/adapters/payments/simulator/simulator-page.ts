import { formatZar } from '@kusasa/domain/rules/money';

// The simulator's pages: plain server-rendered HTML with no script (the CSP allows only the app's
// own script files) and inline styles, which the CSP allows.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a">
<main style="max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:0.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)">
<p style="margin:0 0 1rem;padding:.5rem .75rem;background:#fef3c7;border-radius:.5rem;font-size:.875rem">PayFast simulator: a stand-in for PayFast on this Kusasa server. No money moves.</p>
${body}
</main>
</body>
</html>`;
}

export interface SimulatorCheckout {
  merchantReference: string;
  itemName: string;
  amountCents: number;
  /** Every field as received, signature included, to post back with the chosen outcome. */
  fields: [string, string][];
}

const button = (outcome: string, label: string, colour: string) =>
  `<button type="submit" name="outcome" value="${outcome}" style="display:block;width:100%;margin-top:.75rem;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;color:#fff;background:${colour};cursor:pointer">${label}</button>`;

export function checkoutPage(checkout: SimulatorCheckout, completePath: string): string {
  const hidden = checkout.fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n');
  return layout(
    'PayFast simulator: pay',
    `<h1 style="margin:0 0 1rem;font-size:1.5rem">Complete your payment</h1>
<dl style="margin:0 0 1rem">
<dt style="font-size:.875rem;color:#475569">Item</dt><dd style="margin:0 0 .5rem;font-weight:600" data-testid="simulator-item">${escapeHtml(checkout.itemName)}</dd>
<dt style="font-size:.875rem;color:#475569">Amount</dt><dd style="margin:0 0 .5rem;font-weight:600" data-testid="simulator-amount">${escapeHtml(formatZar(checkout.amountCents))}</dd>
<dt style="font-size:.875rem;color:#475569">Reference</dt><dd style="margin:0">${escapeHtml(checkout.merchantReference)}</dd>
</dl>
<form method="post" action="${escapeHtml(completePath)}">
${hidden}
${button('pay', 'Pay', '#15803d')}
${button('fail', 'Fail', '#b91c1c')}
${button('cancel', 'Cancel', '#475569')}
</form>`,
  );
}

export function errorPage(message: string): string {
  return layout('PayFast simulator: error', `<h1 style="margin:0 0 1rem;font-size:1.5rem">Payment refused</h1><p role="alert">${escapeHtml(message)}</p>`);
}
