import { receiptTexts as t } from '@kusasa/domain/receipt-texts';
import { formatIsoDay, isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { formatReceiptNumber, VAT_RATE_PERCENT } from '@kusasa/domain/rules/receipts';
import { labelledLine, note, PDF_INK, renderPdf } from '../../adapters/pdf/pdf-document.ts';
import type { ReceiptRow } from './receipts.repo.ts';

/** A receipt, or a tax invoice when the seller was VAT-registered, as a real one-page A4 PDF (text, not an image). */
export function renderReceiptPdf(receipt: ReceiptRow): Promise<Buffer> {
  const number = formatReceiptNumber(receipt.number);
  const title = receipt.seller.vatNumber ? t.taxInvoice : t.receipt;
  return renderPdf({ title: `${title} ${number}`, author: receipt.seller.name, createdAt: receipt.issuedAt }, (doc) => {
    const line = (label: string, value: string) => labelledLine(doc, label, value);
    doc.font('Helvetica-Bold').fontSize(22).fillColor(PDF_INK).text(title).moveDown(0.6);
    line(t.number, number);
    line(t.issued, formatIsoDay(isoCalendarDateIn(receipt.issuedAt)));
    const seller = [receipt.seller.name, receipt.seller.address, receipt.seller.vatNumber ? t.vatNumber(receipt.seller.vatNumber) : null];
    line(t.seller, seller.filter(Boolean).join('\n'));
    line(t.buyer, [receipt.payerName, receipt.payerEmail].filter(Boolean).join('\n') || '-');
    doc.moveDown(0.5);
    line(t.description, receipt.description);
    line(t.total, formatZar(receipt.amountCents));
    if (receipt.vatCents !== null) line(t.vatIncluded(VAT_RATE_PERCENT), formatZar(receipt.vatCents));
    else note(doc, t.notVatRegistered);
    if (receipt.providerReference) note(doc, t.paidWith(receipt.paidThrough, receipt.providerReference));
    doc.moveDown(1);
    note(doc, t.thanks);
  });
}
