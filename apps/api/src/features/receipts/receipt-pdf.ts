import { receiptTexts as t } from '@kusasa/domain/receipt-texts';
import { formatIsoDay, isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { formatReceiptNumber, VAT_RATE_PERCENT } from '@kusasa/domain/rules/receipts';
import type { ReceiptRow } from './receipts.repo.ts';

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';

/** A receipt, or a tax invoice when the seller was VAT-registered, as a real one-page A4 PDF (text, not an image). */
export async function renderReceiptPdf(receipt: ReceiptRow): Promise<Buffer> {
  // Loaded on the first receipt, not at start: pdfkit takes most of a second to import.
  const { default: PDFDocument } = await import('pdfkit');
  const number = formatReceiptNumber(receipt.number);
  const title = receipt.seller.vatNumber ? t.taxInvoice : t.receipt;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-ZA',
    displayTitle: true,
    info: { Title: `${title} ${number}`, Author: receipt.seller.name, CreationDate: receipt.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, { continued: false });
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(value).moveDown(0.5);
  };

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(title).moveDown(0.6);
  line(t.number, number);
  line(t.issued, formatIsoDay(isoCalendarDateIn(receipt.issuedAt)));
  const seller = [receipt.seller.name, receipt.seller.address, receipt.seller.vatNumber ? t.vatNumber(receipt.seller.vatNumber) : null];
  line(t.seller, seller.filter(Boolean).join('\n'));
  line(t.buyer, [receipt.payerName, receipt.payerEmail].filter(Boolean).join('\n') || '-');
  doc.moveDown(0.5);
  line(t.description, receipt.description);
  line(t.total, formatZar(receipt.amountCents));
  if (receipt.vatCents !== null) line(t.vatIncluded(VAT_RATE_PERCENT), formatZar(receipt.vatCents));
  else doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t.notVatRegistered).moveDown(0.5);
  if (receipt.providerReference) doc.fontSize(10).fillColor(MUTED).text(t.paidWith(receipt.paidThrough, receipt.providerReference)).moveDown(0.5);
  doc.moveDown(1).font('Helvetica').fontSize(10).fillColor(MUTED).text(t.thanks);
  doc.end();
  return done;
}
