import type { PlanId } from './plan-data.ts';

// Branded application PDFs (issue 31, sold with Essential): each PDF carries a QR code to a public
// page that says only that the application is genuine and when it was submitted (decision 0422).

/** The cheapest plan with branded application PDFs; every dearer plan has them too. */
export const BRANDED_PDF_PLAN: PlanId = 'essential';

/** The web page a PDF's QR code opens; the token rides in the fragment so it reaches no server log. */
export const APPLICATION_CHECK_PAGE = '/application-check';

/** 32 random bytes in base64url: unguessable, so a check token cannot be enumerated. */
export const APPLICATION_CHECK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function applicationCheckUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${APPLICATION_CHECK_PAGE}#token=${token}`;
}

/** An ID number as printed on paper: all but the last four digits hidden ('*********5087'). */
export function maskIdNumber(idNumber: string): string {
  const digits = idNumber.replace(/\s/g, '');
  const shown = digits.length > 4 ? digits.slice(-4) : '';
  return '*'.repeat(digits.length - shown.length) + shown;
}
