import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';

/**
 * Sends the browser to PayFast's hosted page (or the simulator's): a POST form with the signed
 * fields in the server's order, or a plain navigation when the URL already carries them.
 * Card details are typed only there, never into Kusasa (PCI DSS SAQ A).
 */
export function redirectToProvider({ paymentUrl, method, fields }: Pick<CreatePaymentResponse, 'paymentUrl' | 'method' | 'fields'>): void {
  if (method === 'GET' || fields.length === 0) {
    window.location.assign(paymentUrl);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = paymentUrl;
  form.hidden = true;
  for (const { name, value } of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
