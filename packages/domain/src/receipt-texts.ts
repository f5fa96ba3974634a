// Texts of receipts and tax invoices (issue 31). Import-free on purpose.

export const receiptTexts = {
  receipt: 'Receipt',
  taxInvoice: 'Tax Invoice',
  number: 'Number',
  issued: 'Date',
  seller: 'From',
  buyer: 'To',
  vatNumber: (number: string): string => `VAT registration number ${number}`,
  description: 'Description',
  amount: 'Amount',
  total: 'Total paid',
  vatIncluded: (rate: number): string => `VAT at ${rate}% included`,
  notVatRegistered: 'The seller is not registered for VAT; no VAT is charged.',
  paidWith: (provider: string, reference: string): string => `Paid through ${provider}, reference ${reference}`,
  thanks: 'Thank you. Keep this receipt for your records.',
  kind: {
    plan: (plan: string): string => `Kusasa ${plan} plan, this application season (once-off)`,
    partner_subscription: (tier: string): string => `Kusasa partner subscription, ${tier} tier, one month`,
    sponsorship: 'Application fees sponsored through Kusasa',
    consultation: (session: string): string => `Kusasa consultation: ${session}`,
    application_fee: (institution: string): string => `Application fee for ${institution}, collected by Kusasa for the institution`,
  },
  mail: {
    subject: (number: string): string => `Your Kusasa receipt ${number}`,
    body: (number: string, description: string, amount: string, link: string): string =>
      `Thank you for your payment.\n\nReceipt ${number}\n${description}\n${amount}\n\nDownload the receipt (PDF) when signed in: ${link}\n`,
  },
  section: {
    title: 'Receipts',
    empty: 'No receipts yet. Every payment you complete gets one here.',
    loading: 'Loading your receipts...',
    failed: 'We could not load your receipts.',
    retry: 'Try Again',
    download: (number: string): string => `Download receipt ${number} (PDF)`,
  },
  notFound: 'Receipt not found',
};
